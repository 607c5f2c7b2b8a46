import {
  addStockholmMonths,
  formatDate,
  PS_RENEWAL_WINDOW_DAYS,
  type PsClassRenewal,
  type PsPersonStatus,
  type PsSecurityClassView,
} from '@granska/domain';

/**
 * The renewal rule (docs/decisions/security-clearance-renewal.md): a placement that stands CLEARED is
 * due for renewal `intervalMonths` calendar months after its newest CLEARED entry, counted in Stockholm
 * days (a day the month lacks becomes its last day). A new CLEARED entry — a renewed clearance, or an
 * imported person's cleared date — starts the count again.
 */

const DAY_MS = 86_400_000;

/** The day of the placement's newest CLEARED entry, when the placement stands CLEARED; else null. */
export const clearedAt = (placement: PsSecurityClassView): Date | null => {
  if (placement.status !== 'CLEARED') return null;
  const entry = placement.statusHistory.findLast((logged) => logged.status === 'CLEARED');
  const at = entry ? new Date(entry.dateCreated) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

/** Whole days from one calendar day (YYYY-MM-DD) to another; negative when `to` is earlier. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The placement's renewal as of `now`, or null when it is not cleared. */
export const renewalOf = (
  placement: PsSecurityClassView,
  intervalMonths: number,
  now: Date,
): PsClassRenewal | null => {
  const cleared = clearedAt(placement);
  if (!cleared) return null;
  const due = formatDate(addStockholmMonths(cleared, intervalMonths));
  return {
    securityClass: placement.securityClass,
    cleared: formatDate(cleared),
    due,
    daysLeft: daysBetween(formatDate(now), due),
  };
};

/**
 * The renewals of a person's cleared placements, in class order; none for a person who has left the
 * security-protected work (ENDED): there is nothing to renew.
 */
export const renewalsOfPerson = (
  person: { status: PsPersonStatus; securityClasses: readonly PsSecurityClassView[] },
  intervalMonths: number,
  now: Date,
): PsClassRenewal[] =>
  person.status === 'ACTIVE'
    ? person.securityClasses
        .map((placement) => renewalOf(placement, intervalMonths, now))
        .filter((renewal): renewal is PsClassRenewal => renewal !== null)
        .sort((a, b) => a.securityClass.localeCompare(b.securityClass))
    : [];

/** Overdue, or due within the window: the list shows it and the security managers are told of it. */
export const isFallingDue = (renewal: PsClassRenewal): boolean => renewal.daysLeft <= PS_RENEWAL_WINDOW_DAYS;

/** Soonest first; a tie by `tieBreak` (the person) and then the class, so pages are stable. */
export const bySoonestDue =
  <Row extends PsClassRenewal>(tieBreak: (row: Row) => string) =>
  (a: Row, b: Row): number =>
    a.due.localeCompare(b.due) ||
    tieBreak(a).localeCompare(tieBreak(b)) ||
    a.securityClass.localeCompare(b.securityClass);

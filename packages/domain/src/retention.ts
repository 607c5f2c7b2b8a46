import type { DeletionPolicy } from './enums';

/**
 * How long a finished case's personal data is kept, in calendar months from when the case finished,
 * per the customer's deletion policy (spec §3 psConfig.deletionPolicy, default RETAIN). The consent page
 * promises the person these very numbers ("… sparas i 24 månader. Därefter raderas de."), and the
 * deletion sweep deletes by them: one constant, so the promise and the deletion cannot drift
 * (docs/decisions/deletion-policy.md). The spec gives no periods; these are ours.
 */
export const RETENTION_MONTHS: Readonly<Record<DeletionPolicy, number>> = { RETAIN: 24, DELETE: 6 };

/** The policy a customer has: its psConfig's, RETAIN when none is set (spec §3 default). */
export const deletionPolicyOf = (psConfig: { deletionPolicy?: DeletionPolicy | null } | null | undefined) =>
  psConfig?.deletionPolicy ?? 'RETAIN';

import { CUSTOMER_GROUPS, GROUP_LABELS, type Group, STAFF_GROUPS } from '@granska/domain';
import type { Language } from '../../../../i18n/merge-locales';

/** The role filter's choices: staff groups first, then customer groups, each with its label (spec §6). */
export const roleFilterOptions = (language: Language, headings: { staff: string; customer: string }) => [
  {
    group: headings.staff,
    items: STAFF_GROUPS.map((group) => ({ value: group, label: GROUP_LABELS[group][language] })),
  },
  {
    group: headings.customer,
    items: CUSTOMER_GROUPS.map((group) => ({ value: group, label: GROUP_LABELS[group][language] })),
  },
];

/** Every group the role filter offers (the filter's allowed values in the address). */
export const KNOWN_GROUPS: readonly Group[] = [...STAFF_GROUPS, ...CUSTOMER_GROUPS];

const KNOWN = new Set<string>(KNOWN_GROUPS);

export const isKnownGroup = (value: string): value is Group => KNOWN.has(value);

/** A user's groups as labels in the current language; unknown names as themselves. */
export const groupLabels = (groups: readonly string[], language: Language): string[] =>
  groups.map((group) => (isKnownGroup(group) ? GROUP_LABELS[group][language] : group));

import type { Caller } from '../../platform/http/caller';

/** Changing a person's security classes (spec §6 PSManageSecurityCleared › PSEditSecurityClass). */
export const mayEditSecurityClasses = (caller: Caller): boolean =>
  caller.groups.includes('PSEditSecurityClass');

/** Tagging persons with the customer's tags (spec §6 PSTag). */
export const mayTagPersons = (caller: Caller): boolean => caller.groups.includes('PSTag');

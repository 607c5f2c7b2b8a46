import { z } from 'zod';

/**
 * A timestamp on the wire: an ISO-8601 string (a bare date such as '2026-01-06' included). An empty
 * string is accepted because forms send it for "not set"; anything else that does not parse is refused.
 */
export const IsoTimestamp = z
  .string()
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), { message: 'Ogiltig tidpunkt' });
export type IsoTimestamp = z.infer<typeof IsoTimestamp>;

export const EntityId = z.string();
export type EntityId = z.infer<typeof EntityId>;

/** Some flags arrive as a toggle from one screen and as a count from another. */
export const Flag = z.union([z.boolean(), z.number()]);
export type Flag = z.infer<typeof Flag>;

/** Settings whose values the spec does not show: a toggle or a named choice. */
export const Setting = z.union([z.boolean(), z.string()]);
export type Setting = z.infer<typeof Setting>;

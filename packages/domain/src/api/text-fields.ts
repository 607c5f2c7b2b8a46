import { z } from 'zod';

/** A NUL character cannot be stored in PostgreSQL text, so it is bad input (400), not a server error. */
export const withoutNul = <T extends z.ZodString>(schema: T) =>
  schema.refine((value) => !value.includes('\u0000'), 'Otillåtet tecken');

/** Free text of at most `max` characters. */
export const Text = (max: number) => withoutNul(z.string().max(max));

/** An id of a record (an order, job, user, person…): trimmed and non-empty. */
export const Id = (max = 100) => withoutNul(z.string().trim().min(1).max(max));

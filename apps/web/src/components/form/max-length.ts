import { z } from 'zod';

/**
 * The longest text the endpoint's schema accepts for a field (its `.max`), for the input's maxLength:
 * the form stops the typing where the server would refuse the request. Optional fields are unwrapped.
 */
export const maxLengthOf = (schema: z.ZodType): number | undefined => {
  const inner = schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? schema.unwrap() : schema;
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
};

import { z } from 'zod';

/**
 * The longest text the endpoint's schema accepts for a field (its `.max`), for the input's maxLength:
 * the form stops the typing where the server would refuse the request. Optional and nullable fields are
 * unwrapped.
 */
export const maxLengthOf = (schema: z.ZodType): number | undefined => {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
};

/** maxLengthOf for every field of an object schema (a request body), by field name. */
export const maxLengthsOf = <S extends z.ZodObject>(
  schema: S,
): { readonly [K in keyof S['shape']]: number | undefined } =>
  Object.fromEntries(
    Object.entries(schema.shape).map(([field, fieldSchema]) => [
      field,
      maxLengthOf(fieldSchema as z.ZodType),
    ]),
  ) as { readonly [K in keyof S['shape']]: number | undefined };

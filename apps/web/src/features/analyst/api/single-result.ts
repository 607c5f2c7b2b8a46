/** What the contract's zod schemas offer for a list of them (structurally, so the web needs no zod). */
interface ItemSchema<T> {
  array(): { min(count: number): { parse(value: unknown): T[] } };
}

/** A parser for a single-result answer: the first item of `result`, checked with the contract's schema. */
export const singleResult = <T>(schema: ItemSchema<T>) => ({
  parse: (result: unknown): T => {
    const [item] = schema.array().min(1).parse(result);
    return item as T;
  },
});

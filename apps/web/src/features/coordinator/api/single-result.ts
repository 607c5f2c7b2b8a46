/** The first item of a single-result answer's result list, parsed with the contract's item schema. */
export const singleResult = <T>(item: { parse(value: unknown): T }) => ({
  parse: (result: unknown): T => {
    if (!Array.isArray(result) || result.length === 0) throw new Error('no item in the result');
    return item.parse(result[0]);
  },
});

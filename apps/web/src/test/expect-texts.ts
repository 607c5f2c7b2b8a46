import { expect } from 'vitest';

/** Each text stands in the scope (a table row, a card, the screen), in full. */
export const expectTexts = (scope: { getByText(text: string): HTMLElement }, texts: readonly string[]) => {
  for (const text of texts) expect(scope.getByText(text), text).toBeInTheDocument();
};

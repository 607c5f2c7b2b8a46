import type { ReferenceView } from '@granska/domain';

/** The referees the candidate nominated and who still count (a replaced one is `shadowed`). */
export const nominated = <R extends Pick<ReferenceView, 'shadowed'>>(references: readonly R[]): R[] =>
  references.filter((reference) => !reference.shadowed);

/** How many of them have answered. */
export const answeredCount = (references: readonly Pick<ReferenceView, 'shadowed' | 'state'>[]): number =>
  nominated(references).filter((reference) => reference.state === 'DONE').length;

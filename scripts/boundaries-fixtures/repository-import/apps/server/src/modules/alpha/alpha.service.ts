import { betaRows } from '../beta/beta.repository';
export const alphaCount = betaRows.length;

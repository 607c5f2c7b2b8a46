import { betaRows } from './beta.repository';
export const betaName = `beta ${betaRows.length}`;

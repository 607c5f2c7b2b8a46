import { betaName } from '../beta';
export const alphaName = 'alpha';
export const both = [alphaName, betaName];

import { betaName } from '../beta';
export const alphaRoutes = [betaName];

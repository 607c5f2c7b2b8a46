import { alphaName } from '../alpha';
export const betaName = `beta of ${alphaName}`;

import { betaName } from '../beta';
import { PLATFORM } from '../../platform/platform';
export const alphaName = `alpha ${betaName} ${PLATFORM}`;

import { betaRows } from '../beta/beta.repository';
import { alphaName } from './alpha.service';
export const seen = [betaRows, alphaName];

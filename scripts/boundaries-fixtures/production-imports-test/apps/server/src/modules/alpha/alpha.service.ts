import { sampleAlpha } from './alpha.test-support';
export const alphaName = sampleAlpha;

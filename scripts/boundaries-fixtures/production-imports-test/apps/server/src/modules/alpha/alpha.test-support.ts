export const sampleAlpha = 'sample';

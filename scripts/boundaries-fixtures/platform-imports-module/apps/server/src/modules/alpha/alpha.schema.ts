export const alphaTable = 'alpha';

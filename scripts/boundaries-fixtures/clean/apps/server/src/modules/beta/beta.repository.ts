export const betaRows: string[] = [];

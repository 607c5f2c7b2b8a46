export const pageSize = 20;

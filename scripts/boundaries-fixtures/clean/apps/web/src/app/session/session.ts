export const session = 'session';

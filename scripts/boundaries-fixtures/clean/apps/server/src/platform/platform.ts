export const PLATFORM = 'platform';

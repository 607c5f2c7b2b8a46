export * from './enums';

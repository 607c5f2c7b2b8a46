export * from './contact';
export * from './limits';
export * from './password';
export * from './personal-number';
export * from './reference-order';
export * from './survey';

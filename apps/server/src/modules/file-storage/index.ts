// What other modules use of file-storage (docs/decisions/module-boundaries.md).
export type { FileStorage } from './file-storage';

/** The checkout: the directory holding every workspace (this package is one of them). */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

// The entry of a render worker thread (renderPool.ts). A worker does not
// inherit tsx from the command line that started the site, so it registers
// tsx here and then runs the worker itself, which is TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./renderWorker.ts');

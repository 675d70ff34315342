import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root, found from the working directory so this works the
 * same under tsx (ESM) and under Jest (CommonJS), where import.meta is absent.
 */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'parish-site') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Not inside the parish-site repository: ${start}`);
    dir = parent;
  }
}

/**
 * Runs drizzle-kit (`npm run db:generate -w api`) so that it finds this
 * workspace's drizzle-orm. npm keeps drizzle-orm in api/node_modules while it
 * hoists drizzle-kit to the root, where drizzle-kit cannot resolve it; the
 * resolve hook and NODE_PATH point both of its loaders (import and require)
 * here. Arguments are passed on: `tsx src/scripts/drizzle-kit.ts generate`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = path.join(import.meta.dirname, 'drizzle-resolve-hook.mjs');

const result = spawnSync(process.execPath, ['--import', hook, bin, ...process.argv.slice(2)], {
  cwd: apiRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_PATH: [path.join(apiRoot, 'node_modules'), process.env.NODE_PATH]
      .filter(Boolean)
      .join(path.delimiter),
  },
});
process.exit(result.status ?? 1);

import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '@parish/site-server/root';

/** Where scripts/weight/rspack.single.ts writes the site built as one bundle. */
export const SINGLE_BUNDLE_DIR = path.join(ROOT, 'dist-single');

/** Builds the single bundle for production, unless E2E_REUSE_BUILD=1 and one exists. */
export async function buildSingleBundleUnlessReused(): Promise<void> {
  const built = existsSync(path.join(SINGLE_BUNDLE_DIR, 'index.html'));
  if (process.env.E2E_REUSE_BUILD === '1' && built) return;
  console.info('\n▶ building the single bundle (production, no federation)');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '-c',
        path.join(ROOT, 'scripts/weight/rspack.single.ts'),
        '--mode',
        'production',
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`single-bundle build failed (exit ${code})`)),
    );
  });
}

/**
 * `npm run release -w mf-booking`: builds the remote in the current
 * directory for production into a release of its own,
 * `<RELEASES_DIR>/booking/<version>/`, and prints the version as the last
 * word. Nothing is deployed: `npm run deploy -- booking <version>` does that.
 *
 * The build goes to a hidden staging directory first and is renamed into
 * place once complete, so a half-built release is never served; an
 * existing release is never overwritten.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { precompressDirectory } from '@parish/site-server';
import {
  currentCommit,
  readPackageJson,
  RELEASE_ENV,
  releaseVersion,
  parseRemote,
  readManifestFile,
  releaseDir,
  releasesDir,
} from '@parish/tooling/release';
import { findRepoRoot } from '@parish/tooling/repo-root';

function build(cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const rspack = path.join(findRepoRoot(cwd), 'node_modules/@rspack/cli/bin/rspack.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspack, 'build', '--mode', 'production'], {
      cwd,
      env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function directorySize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

async function main() {
  const remote = parseRemote(process.argv[2]);
  const workspace = process.cwd();
  const pkg = readPackageJson(workspace);
  const { commit, dirty } = currentCommit(workspace);
  const builtAt = new Date();
  const version = releaseVersion({ packageVersion: pkg.version, builtAt, commit, dirty });

  const root = releasesDir();
  const target = releaseDir(root, remote, version);
  if (existsSync(target)) throw new Error(`${target} already exists; releases are never rebuilt.`);
  const staging = path.join(root, remote, `.staging-${version}`);
  await mkdir(path.dirname(staging), { recursive: true });

  console.info(`▶ building ${pkg.name} release ${version}${dirty ? ' (uncommitted changes)' : ''}`);
  try {
    await build(workspace, {
      ...process.env,
      [RELEASE_ENV.version]: version,
      [RELEASE_ENV.commit]: commit,
      [RELEASE_ENV.dirty]: String(dirty),
      [RELEASE_ENV.builtAt]: builtAt.toISOString(),
      [RELEASE_ENV.outputDir]: staging,
    });
    const manifest = await readManifestFile(path.join(staging, 'mf-manifest.json'));
    if (manifest.name !== remote) {
      throw new Error(`the build in ${workspace} is the "${manifest.name}" remote, not ${remote}`);
    }
    if (manifest.metaData.buildInfo.buildVersion !== version) {
      throw new Error(`the build did not record its version (${version}) in mf-manifest.json`);
    }
    // The brotli and gzip copies the site server sends as they are (site-server/src/precompressed.ts).
    await precompressDirectory(staging);
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const { files, bytes } = await directorySize(target);
  console.info(`\n✔ ${target}: ${files} files, ${(bytes / 1024).toFixed(0)} KiB`);
  console.info(`  Deploy it with: npm run deploy -- ${remote} ${version}`);
  console.info(`Released ${remote} ${version}`);
}

main().catch((error: unknown) => {
  console.error(`✖ release failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

/**
 * `npm run lockfile:complete`: run after `npm install` changes the lock file.
 *
 * The registry this project installs from serves native packages only for
 * the platforms it builds on, so npm leaves the others (macOS, Windows, …)
 * out of package-lock.json. `npm ci` then refuses the lock file ("Missing:
 * @rspack/binding-darwin-arm64@ from lock file") because it compares it with
 * a tree where those failed optional packages are still present. This adds
 * each missing platform package as npm would have recorded it: optional and
 * limited to its os/cpu/libc, so every machine skips what is not its own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@parish/tooling/repo-root';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OPERATING_SYSTEMS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64'];

/** `@swc/core-linux-arm-gnueabihf` → linux / arm / glibc. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const tokens = name.split('/').pop()?.split('-') ?? [];
  if (tokens.includes('wasm32')) return { cpu: ['wasm32'] };
  const osIndex = tokens.findIndex((token) => OPERATING_SYSTEMS.includes(token));
  const cpu = tokens[osIndex + 1];
  if (osIndex < 0 || !cpu || !CPUS.includes(cpu)) return null;
  const os = tokens[osIndex];
  const variant = tokens[osIndex + 2] ?? '';
  const libc = variant.startsWith('musl')
    ? ['musl']
    : variant.startsWith('gnu')
      ? ['glibc']
      : undefined;
  return { os: [os as string], cpu: [cpu], ...(libc ? { libc } : {}) };
}

function main() {
  const lockPath = path.join(findRepoRoot(), 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const present = new Set(
    Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()),
  );
  const added: string[] = [];
  const unknown: string[] = [];

  for (const parent of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
      if (present.has(name)) continue;
      const platform = platformOf(name);
      if (!platform) {
        unknown.push(name);
        continue;
      }
      // Key order as npm writes it (version first, then alphabetical), so a
      // later `npm install` leaves these lines alone.
      lock.packages[`node_modules/${name}`] = {
        version,
        ...(platform.cpu ? { cpu: platform.cpu } : {}),
        ...(parent.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        ...(platform.os ? { os: platform.os } : {}),
      };
      present.add(name);
      added.push(`${name}@${version}`);
    }
  }

  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
    ),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(
    added.length
      ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}`
      : 'Lock file already complete.',
  );
  if (unknown.length) {
    console.warn(
      `Optional packages missing from the lock that are not platform builds:\n  ${unknown.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

main();

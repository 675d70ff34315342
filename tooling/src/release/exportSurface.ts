/**
 * The export surface of the workspace packages every app builds against
 * (`@parish/shared-web`, shared at run time as a singleton, and
 * `@parish/shared-types`, the contracts): each exported name and whether it
 * is a value or only a type. A committed snapshot of it, with the package's
 * version, makes a change visible in review and demands the version bump
 * that tells a deployed shell from a newer remote:
 *
 * - a name removed, or a value turned into a type only: a breaking change,
 *   the major version must go up;
 * - a name added to shared-web: the minor version must go up, since a
 *   remote that uses it needs a shell that provides it (remotes require
 *   `^<the version they were built with>`);
 * - a name added to shared-types: no bump (it is bundled into each app, so
 *   a deployed shell is never asked for it), only a fresh snapshot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readPackageJson } from './buildInfo';

export type ExportKind = 'value' | 'type';

export interface ExportSurface {
  package: string;
  version: string;
  exports: Record<string, ExportKind>;
}

export interface SurfacePolicy {
  /** Whether an added export needs a minor version (the package is shared at run time). */
  additionsNeedMinorBump: boolean;
}

/** The packages whose surface is snapshotted, and where. */
export const CONTRACT_PACKAGES: { dir: string; policy: SurfacePolicy }[] = [
  { dir: 'shared-web', policy: { additionsNeedMinorBump: true } },
  { dir: 'shared-types', policy: { additionsNeedMinorBump: false } },
];

export function snapshotPath(root: string, packageDir: string): string {
  return path.join(root, 'scripts', 'contracts', `${packageDir}.json`);
}

/** Reads the exports of a workspace package's main entry with the TypeScript checker. */
export function readExportSurface(packageDir: string): ExportSurface {
  const pkg = readPackageJson(packageDir) as { name: string; version: string; exports?: unknown };
  const main = (pkg.exports as Record<string, string> | undefined)?.['.'];
  if (!main) throw new Error(`${pkg.name} has no "." export`);
  const entry = path.resolve(packageDir, main);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    noLib: true,
    noEmit: true,
    types: [],
  };
  // Names and kinds need only the package's own files: leaving third-party
  // declarations (MUI's are large) unread makes this seconds faster.
  const host = ts.createCompilerHost(options);
  const isOwnFile = (file: string) => !file.split(path.sep).includes('node_modules');
  const readOwnFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, ...rest) =>
    isOwnFile(file) ? readOwnFile(file, ...rest) : undefined;
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => isOwnFile(file) && fileExists(file);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry} could not be read as a module`);
  const exports: Record<string, ExportKind> = {};
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exports[symbol.getName()] = target.flags & ts.SymbolFlags.Value ? 'value' : 'type';
  }
  return { package: pkg.name, version: pkg.version, exports: sortedRecord(exports) };
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export function readSnapshot(file: string): ExportSurface | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ExportSurface;
  } catch {
    return null;
  }
}

export interface SurfaceChanges {
  added: string[];
  removed: string[];
  /** Values that became types only (or the reverse). */
  changedKind: string[];
}

export function surfaceChanges(before: ExportSurface, after: ExportSurface): SurfaceChanges {
  const added = Object.keys(after.exports).filter((name) => !(name in before.exports));
  const removed = Object.keys(before.exports).filter((name) => !(name in after.exports));
  const changedKind = Object.keys(after.exports).filter(
    (name) => name in before.exports && before.exports[name] !== after.exports[name],
  );
  return { added, removed, changedKind };
}

type Bump = 'none' | 'patch' | 'minor' | 'major';
const BUMP_ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];

function parseVersion(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = (version.split('-')[0] ?? '').split('.').map(Number);
  return [major, minor, patch];
}

/** How far `to` moved from `from` (null when it went down). */
export function bumpBetween(from: string, to: string): Bump | null {
  const [major, minor, patch] = parseVersion(from);
  const [nextMajor, nextMinor, nextPatch] = parseVersion(to);
  const steps: [number, number, Bump][] = [
    [major, nextMajor, 'major'],
    [minor, nextMinor, 'minor'],
    [patch, nextPatch, 'patch'],
  ];
  for (const [before, after, bump] of steps) {
    if (after > before) return bump;
    if (after < before) return null;
  }
  return 'none';
}

function nextVersion(from: string, bump: 'minor' | 'major'): string {
  const [major, minor] = parseVersion(from);
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

const list = (names: string[]) => names.join(', ');

/**
 * What is wrong between the committed snapshot and the package now; empty
 * when they agree. `snapshotCommand` is what refreshes the snapshot.
 */
export function surfaceProblems(
  snapshot: ExportSurface | null,
  current: ExportSurface,
  policy: SurfacePolicy,
  snapshotCommand: string,
): string[] {
  if (!snapshot) {
    return [`${current.package} has no export snapshot yet: run \`${snapshotCommand}\`.`];
  }
  const changes = surfaceChanges(snapshot, current);
  const breaking = [...changes.removed, ...changes.changedKind];
  const needed: Bump =
    breaking.length > 0
      ? 'major'
      : changes.added.length > 0 && policy.additionsNeedMinorBump
        ? 'minor'
        : 'none';
  const bumped = bumpBetween(snapshot.version, current.version);
  if (bumped === null) {
    return [
      `${current.package}'s version went down from ${snapshot.version} to ${current.version}.`,
    ];
  }
  if (BUMP_ORDER.indexOf(bumped) < BUMP_ORDER.indexOf(needed) && needed !== 'none') {
    const what = [
      changes.removed.length ? `removed ${list(changes.removed)}` : '',
      changes.changedKind.length
        ? `changed ${list(changes.changedKind)} between value and type`
        : '',
      changes.added.length ? `added ${list(changes.added)}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    const why =
      needed === 'major'
        ? 'a breaking change: remotes built before it break against a shell built after it'
        : 'a remote that uses a new export needs a shell that provides it';
    return [
      `${current.package}'s exports changed since the snapshot of ${snapshot.version} (${what}), ${why}. Set its version to ${nextVersion(snapshot.version, needed)} (package.json), then run \`${snapshotCommand}\`.`,
    ];
  }
  const sameSurface = JSON.stringify(snapshot.exports) === JSON.stringify(current.exports);
  if (!sameSurface || snapshot.version !== current.version) {
    return [
      `The export snapshot of ${current.package} (${snapshot.version}) is out of date: run \`${snapshotCommand}\` and commit it.`,
    ];
  }
  return [];
}

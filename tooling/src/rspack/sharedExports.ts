/**
 * Which names of the trimmed shared libraries the apps use. The production
 * build keeps only these in the shared copy every app gets
 * (`treeShaking.usedExports` in sharing.ts), so the list must cover
 * every app: the apps' own imports, plus what reaches MUI through the
 * bundler aliases (icons through `@mui/material/SvgIcon`, the date pickers
 * through `tooling/mui-shims`).
 *
 * `npm run shared:exports` rewrites tooling/src/rspack/usedExports.ts from this;
 * `npm run shared:exports -- --check` (and a unit test) fails when it is stale.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The shared libraries trimmed to the names the apps use. */
export const TRIMMED_LIBRARIES = [
  '@mui/material',
  'react-router',
  '@tanstack/react-query',
] as const;
export type TrimmedLibrary = (typeof TRIMMED_LIBRARIES)[number];

const APP_SOURCE_DIRS = [
  'shell/src',
  'mf-content/src',
  'mf-commerce/src',
  'mf-booking/src',
  'tooling/mui-shims',
  'mf-admin/src',
  'shared-web/src',
];
/** Libraries that import MUI by deep paths the apps alias to the shared root. */
const ALIASED_LIBRARY_DIRS = ['node_modules/@mui/x-date-pickers', 'node_modules/@mui/x-internals'];
/** Deep MUI paths aliased to the shared root (tooling/src/rspack/, tooling/src/rspack/datePickers.ts). */
const MUI_DEEP_PATH = /^@mui\/material\/([A-Za-z]+)$/;

function isTrimmedLibrary(request: string): request is TrimmedLibrary {
  return (TRIMMED_LIBRARIES as readonly string[]).includes(request);
}

function isTestFile(file: string): boolean {
  return /[\\/](__tests__|testing)[\\/]|\.test\.[jt]sx?$/.test(file);
}

/**
 * Code only the server builds contain (docs/server-rendering.md): an app's
 * `src/server.ts`, any `*.server.ts(x)` and shared-web's `src/server/`. The
 * server builds share whole libraries, so what it imports is not listed.
 */
export function isServerOnly(file: string): boolean {
  return /[\\/]src[\\/]server\.ts$|\.server\.tsx?$|[\\/]shared-web[\\/]src[\\/]server[\\/]/.test(
    file,
  );
}

function filesUnder(dir: string, extensions: RegExp): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'node_modules') files.push(...filesUnder(full, extensions));
    } else if (extensions.test(entry) && !entry.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

/** Named value imports and re-exports of each module specifier in one file. */
function namedImports(file: string, text: string): { from: string; names: string[] }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: { from: string; names: string[] }[] = [];
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.importClause?.isTypeOnly
    ) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      } else if (bindings) {
        names.push('*');
      }
      found.push({ from: statement.moduleSpecifier.text, names });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.isTypeOnly
    ) {
      const clause = statement.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      found.push({ from: statement.moduleSpecifier.text, names });
    }
  }
  return found;
}

export function computeUsedExports(root: string): Record<TrimmedLibrary, string[]> {
  const used: Record<TrimmedLibrary, Set<string>> = {
    '@mui/material': new Set(),
    'react-router': new Set(),
    '@tanstack/react-query': new Set(),
  };
  for (const dir of APP_SOURCE_DIRS) {
    for (const file of filesUnder(path.join(root, dir), /\.tsx?$/)) {
      if (isTestFile(file) || isServerOnly(file)) continue;
      for (const { from, names } of namedImports(file, readFileSync(file, 'utf8'))) {
        if (!isTrimmedLibrary(from)) continue;
        // `export *` of the root: the mui-shims, whose names come from the date pickers below.
        for (const name of names) if (name !== '*') used[from].add(name);
      }
    }
  }
  for (const dir of ALIASED_LIBRARY_DIRS) {
    for (const file of filesUnder(path.join(root, dir), /\.mjs$/)) {
      for (const { from, names } of namedImports(file, readFileSync(file, 'utf8'))) {
        const deep = MUI_DEEP_PATH.exec(from);
        if (!deep?.[1]) continue;
        // The shims make a deep default the component of that name.
        for (const name of names)
          if (name !== '*') used['@mui/material'].add(name === 'default' ? deep[1] : name);
      }
    }
  }
  return Object.fromEntries(
    TRIMMED_LIBRARIES.map((library) => [library, [...used[library]].sort()]),
  ) as Record<TrimmedLibrary, string[]>;
}

export const USED_EXPORTS_FILE = 'tooling/src/rspack/usedExports.ts';

export function renderUsedExportsFile(used: Record<TrimmedLibrary, string[]>): string {
  const lists = TRIMMED_LIBRARIES.map(
    (library) =>
      `  '${library}': [\n${used[library].map((name) => `    '${name}',`).join('\n')}\n  ],`,
  ).join('\n');
  return `// Generated by \`npm run shared:exports\` (tooling/src/rspack/sharedExports.ts): do not edit.
// The names of each trimmed shared library that some app imports; production
// builds keep only these in the shared copy (sharing.ts).
export const USED_EXPORTS: Record<string, readonly string[]> = {
${lists}
};
`;
}

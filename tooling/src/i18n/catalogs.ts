/**
 * The message catalogs' own checks (docs/i18n.md): every workspace's
 * `src/locales/en.json` is the source; each other language's catalog must
 * say every message, no more, each with the placeholders the English has
 * (read by Lingui's own ICU parser, @messageformat/parser);
 * ids carry their workspace's name, so catalogs merged into one page's
 * translations never collide.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@messageformat/parser';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@parish/shared-types';

/** The workspaces that may hold catalogs. */
const WORKSPACES = [
  'shared-types',
  'shared-web',
  'shell',
  'mf-content',
  'mf-commerce',
  'mf-booking',
  'mf-admin',
  'site-server',
  'api',
];

export interface CatalogSet {
  workspace: string;
  /** Language → id → ICU message. */
  catalogs: Map<string, Record<string, string>>;
}

/** A workspace's catalog directories: `src/locales` and its features' (`src/features/<f>/locales`). */
function catalogDirs(sourceDir: string): string[] {
  if (!fs.existsSync(sourceDir)) return [];
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '__tests__') {
        continue;
      }
      const child = path.join(dir, entry.name);
      if (entry.name === 'locales') found.push(child);
      else visit(child);
    }
  };
  visit(sourceDir);
  return found.sort();
}

/** Every catalog set: one per catalog directory, named by its workspace (ids carry its name). */
export function readCatalogSets(root: string): CatalogSet[] {
  return WORKSPACES.flatMap((workspace) =>
    catalogDirs(path.join(root, workspace, 'src')).flatMap((dir) => {
      if (!fs.existsSync(path.join(dir, `${DEFAULT_LANGUAGE}.json`))) return [];
      const catalogs = new Map<string, Record<string, string>>();
      for (const language of LANGUAGES) {
        const file = path.join(dir, `${language}.json`);
        if (fs.existsSync(file)) {
          catalogs.set(
            language,
            JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>,
          );
        }
      }
      return [{ workspace, catalogs }];
    }),
  );
}

type Token = ReturnType<typeof parse>[number] | { type: 'octothorpe' };

/** A message's placeholders with their kind: `name`, `count:plural`, `when:date`. */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (token: Token): void => {
    if (token.type === 'argument') found.add(token.arg);
    if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(`${token.arg}:${token.type}`);
      for (const option of token.cases) option.tokens.forEach(visit);
    }
  };
  parse(message).forEach(visit);
  return [...found].sort();
}

/** What is wrong with the catalogs, one line each; none when they are whole. */
export function catalogProblems(sets: readonly CatalogSet[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const { workspace, catalogs } of sets) {
    const source = catalogs.get(DEFAULT_LANGUAGE) ?? {};
    const prefix = `${workspace.replace(/^mf-/, '')}.`;
    for (const id of Object.keys(source)) {
      if (!id.startsWith(prefix))
        problems.push(`${workspace}: "${id}" does not start with "${prefix}"`);
      const owner = owners.get(id);
      if (owner) problems.push(`${workspace}: "${id}" is also ${owner}'s`);
      owners.set(id, workspace);
    }
    for (const language of LANGUAGES) {
      if (language === DEFAULT_LANGUAGE) continue;
      const translated = catalogs.get(language);
      if (!translated) {
        problems.push(`${workspace}: no ${language}.json`);
        continue;
      }
      for (const [id, english] of Object.entries(source)) {
        const text = translated[id];
        if (text === undefined || text.trim() === '') {
          problems.push(`${workspace} ${language}: "${id}" has no text`);
          continue;
        }
        let expected: string[];
        let actual: string[];
        try {
          expected = placeholdersOf(english);
          actual = placeholdersOf(text);
        } catch (error) {
          problems.push(`${workspace} ${language}: "${id}" does not parse (${String(error)})`);
          continue;
        }
        if (expected.join() !== actual.join()) {
          problems.push(
            `${workspace} ${language}: "${id}" has {${actual.join(', ')}} where English has {${expected.join(', ')}}`,
          );
        }
      }
      for (const id of Object.keys(translated)) {
        if (!(id in source)) problems.push(`${workspace} ${language}: "${id}" is not in English`);
      }
    }
  }
  return problems;
}

/**
 * The server-safety rule of eslint.config.js, proved on probes: a browser
 * global read at module scope fails, the same read in a function (an
 * effect, an event handler) or a `typeof` check passes. Linted by one
 * ESLint child process, as Jest cannot load the ESM lint config in-process.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findRepoRoot } from '@parish/tooling/repo-root';

const ROOT = findRepoRoot();
const RULE = 'server-safety/no-browser-globals-at-module-scope';
const PAGE = 'mf-content/src/features/home/components/Probe.tsx';

const CASES = [
  {
    what: 'refuses window read at module scope',
    code: 'export const w = window.innerWidth;',
    flagged: ['window'],
  },
  {
    what: 'refuses storage read at module scope',
    code: "export const saved = localStorage.getItem('x');",
    flagged: ['localStorage'],
  },
  {
    what: 'refuses matchMedia called at module scope',
    code: "export const dark = matchMedia('(prefers-color-scheme: dark)');",
    flagged: ['matchMedia'],
  },
  {
    what: 'allows a read inside a function',
    code: 'export function width() { return window.innerWidth + document.title.length; }',
    flagged: [],
  },
  {
    what: 'allows a read inside an arrow function',
    code: 'export const language = () => navigator.language;',
    flagged: [],
  },
  {
    what: 'allows typeof at module scope',
    code: "export const inBrowser = typeof window !== 'undefined';",
    flagged: [],
  },
  {
    what: 'allows a local of the same name',
    code: 'const document = { title: 1 };\nexport const title = document.title;',
    flagged: [],
  },
];

let flagged: string[][] = [];

beforeAll(() => {
  const probes = CASES.map(({ code }) => ({ filePath: PAGE, code: `${code}\n` }));
  const output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/lib/lintProbes.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  const messages: Array<Array<{ ruleId: string | null; message: string }>> = JSON.parse(output);
  flagged = messages.map((list) =>
    list
      .filter((entry) => entry.ruleId === RULE)
      .map((entry) => /`(\w+)`/.exec(entry.message)?.[1] ?? entry.message),
  );
}, 60_000);

describe('no browser globals at module scope', () => {
  it.each(CASES.map((probe, index) => [probe.what, index] as const))('%s', (_, index) => {
    expect(flagged[index]).toEqual(CASES[index]?.flagged);
  });
});

/**
 * The import zones of eslint.config.js, proved on imports that must fail
 * (and on neighbours that must pass, so a zone is not simply "everything").
 * Each probe is linted as if it were a file at `filePath`; what it imports
 * is real code of the repository. Jest cannot load the ESM lint config
 * in-process, so all probes are linted by one ESLint child process.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findRepoRoot } from '@parish/tooling/repo-root';

const ROOT = findRepoRoot();

const FEATURE_RULE =
  'A feature imports no other feature and not src/app: compose features in src/app, or move shared code to src/components or src/lib.';
const SHARED_RULE =
  'src/components and src/lib import no feature and not src/app: they serve every feature.';
const APPS_RULE = 'Apps never import each other; share code through a workspace package.';
const MODULE_INSIDES_RULE =
  "A module imports another module only through its index.ts, never that module's files.";
const MODULE_LAYER_RULE =
  'A module imports only modules below it (platform, messaging, identity, content, worship, ticketing, giving, office): publish an event or move the code down.';
const API_CORE_RULE =
  'The API core (config, http, lib, db, storage, openapi) imports no module: modules build on it, app.ts composes them.';

interface ZoneCase {
  what: string;
  filePath: string;
  importPath: string;
  expected: string[];
}

const CASES: ZoneCase[] = [
  {
    what: 'refuses a feature importing another feature',
    filePath: 'mf-content/src/features/home/components/Probe.tsx',
    importPath: '../../events/api/events',
    expected: [FEATURE_RULE],
  },
  {
    what: 'refuses it from a deeper file of the feature too',
    filePath: 'mf-content/src/features/home/components/cards/Probe.tsx',
    importPath: '../../../events/api/events',
    expected: [FEATURE_RULE],
  },
  {
    what: 'lets a deeper file of a feature import its own feature',
    filePath: 'mf-content/src/features/home/components/cards/Probe.tsx',
    importPath: '../../api/upcomingEvents',
    expected: [],
  },
  {
    what: 'refuses a feature importing src/app',
    filePath: 'mf-content/src/features/home/components/Probe.tsx',
    importPath: '../../../app/routes',
    expected: [FEATURE_RULE],
  },
  {
    what: 'lets a feature import src/lib',
    filePath: 'mf-content/src/features/home/components/Probe.tsx',
    importPath: '../../../lib/api',
    expected: [],
  },
  {
    what: 'refuses src/lib importing a feature',
    filePath: 'mf-content/src/lib/probe.ts',
    importPath: '../features/home/api/upcomingEvents',
    expected: [SHARED_RULE],
  },
  {
    what: 'refuses src/components importing src/app',
    filePath: 'shell/src/components/Probe.tsx',
    importPath: '../app/router',
    expected: [SHARED_RULE],
  },
  {
    what: "refuses an app importing another app's source",
    filePath: 'shell/src/app/Probe.tsx',
    importPath: '../../../mf-content/src/app/routes',
    expected: [APPS_RULE],
  },
  {
    what: 'lets src/app compose its own features',
    filePath: 'mf-content/src/app/Probe.tsx',
    importPath: '../features/home/components/HomePage',
    expected: [],
  },
  {
    what: "refuses an API module importing another module's files",
    filePath: 'api/src/modules/giving/payments/probe.ts',
    importPath: '../../ticketing/bookings/repository',
    expected: [MODULE_INSIDES_RULE],
  },
  {
    what: "lets an API module import a lower module's index",
    filePath: 'api/src/modules/giving/payments/probe.ts',
    importPath: '../../ticketing',
    expected: [],
  },
  {
    what: 'refuses an API module importing a module above it, even through its index',
    filePath: 'api/src/modules/platform/trash/probe.ts',
    importPath: '../../ticketing',
    expected: [MODULE_LAYER_RULE],
  },
  {
    what: 'refuses the module just below the top importing the top one (a one-name pattern)',
    filePath: 'api/src/modules/giving/payments/probe.ts',
    importPath: '../../office',
    expected: [MODULE_LAYER_RULE],
  },
  {
    what: 'refuses ticketing importing giving, above it',
    filePath: 'api/src/modules/ticketing/bookings/probe.ts',
    importPath: '../../giving',
    expected: [MODULE_LAYER_RULE],
  },
  {
    what: 'lets the office read every module through its index',
    filePath: 'api/src/modules/office/overview/probe.ts',
    importPath: '../../giving',
    expected: [],
  },
  {
    what: "lets a module's tables point at a lower module's tables (a foreign key)",
    filePath: 'api/src/modules/giving/tables.ts',
    importPath: '../ticketing/tables',
    expected: [],
  },
  {
    what: "refuses a module's other files reading another module's tables",
    filePath: 'api/src/modules/giving/payments/probe.ts',
    importPath: '../../ticketing/tables',
    expected: [MODULE_INSIDES_RULE],
  },
  {
    what: "refuses a module's tables pointing at a higher module's",
    filePath: 'api/src/modules/ticketing/tables.ts',
    importPath: '../giving/tables',
    expected: [MODULE_LAYER_RULE],
  },
  {
    what: "lets an API module's folders use one another",
    filePath: 'api/src/modules/ticketing/bookings/probe.ts',
    importPath: '../events/repository',
    expected: [],
  },
  {
    what: 'refuses the API core importing a module',
    filePath: 'api/src/lib/probe.ts',
    importPath: '../modules/platform',
    expected: [API_CORE_RULE],
  },
  {
    what: 'lets the demo seed compose the modules',
    filePath: 'api/src/seed/probe.ts',
    importPath: '../modules/identity',
    expected: [],
  },
];

let zoneErrors: string[][] = [];

beforeAll(() => {
  const probes = CASES.map(({ filePath, importPath }) => ({
    filePath,
    code: `import * as probe from '${importPath}';\nexport const used = probe;\n`,
  }));
  const output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/lib/lintProbes.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  const messages: Array<Array<{ ruleId: string | null; message: string }>> = JSON.parse(output);
  zoneErrors = messages.map((list) =>
    list
      .filter((entry) => entry.ruleId === 'boundaries/dependencies')
      .map((entry) => entry.message),
  );
}, 60_000);

describe('import zones', () => {
  it.each(CASES.map((zoneCase, index) => [zoneCase.what, index] as const))('%s', (_, index) => {
    expect(zoneErrors[index]).toEqual(CASES[index]?.expected);
  });
});

const SERVER_RULE =
  'The site server imports only packages (@parish/shared-types); commands and tests import it.';
const WORKSPACE_FILES_RULE =
  'Import another workspace by its package name (what its package.json exports), never its files by path.';
const TOOLING_RULE = 'The tooling and the API never import an app, a command or a test.';
const SERVER_PACKAGE_RULE =
  'Import @parish/site-server (or @parish/site-server/root), not its files.';

/** The packages' boundaries (no-restricted-imports), both ways. */
const PACKAGE_CASES: ZoneCase[] = [
  {
    what: "refuses the site server importing an app's source",
    filePath: 'site-server/src/probe.ts',
    importPath: '../../shell/src/features/remotes/lib/federation',
    expected: [
      `'../../shell/src/features/remotes/lib/federation' import is restricted from being used by a pattern. ${APPS_RULE}`,
      `'../../shell/src/features/remotes/lib/federation' import is restricted from being used by a pattern. ${WORKSPACE_FILES_RULE}`,
    ],
  },
  {
    what: 'refuses the site server importing a command or shared-web by its files',
    filePath: 'site-server/src/ssr/probe.ts',
    importPath: '../../../shared-web/src/data/pageData',
    expected: [
      `'../../../shared-web/src/data/pageData' import is restricted from being used by a pattern. ${WORKSPACE_FILES_RULE}`,
      `'../../../shared-web/src/data/pageData' import is restricted from being used by a pattern. ${SERVER_RULE}`,
    ],
  },
  {
    what: 'lets the site server import shared-types',
    filePath: 'site-server/src/probe.ts',
    importPath: '@parish/shared-types',
    expected: [],
  },
  {
    what: "refuses the end-to-end tests importing the site server's files",
    filePath: 'e2e/src/support/probe.ts',
    importPath: '../../../site-server/src/stack',
    expected: [
      `'../../../site-server/src/stack' import is restricted from being used by a pattern. ${SERVER_PACKAGE_RULE}`,
      `'../../../site-server/src/stack' import is restricted from being used by a pattern. ${WORKSPACE_FILES_RULE}`,
    ],
  },
  {
    what: "refuses a command importing another workspace's files by path",
    filePath: 'scripts/probe.ts',
    importPath: '../shared-web/src/theme/themeBoot',
    expected: [
      `'../shared-web/src/theme/themeBoot' import is restricted from being used by a pattern. ${WORKSPACE_FILES_RULE}`,
    ],
  },
  {
    what: "refuses the build tooling importing the site server's files by path",
    filePath: 'tooling/src/rspack/probe.ts',
    importPath: '../../../site-server/src/topology',
    expected: [
      `'../../../site-server/src/topology' import is restricted from being used by a pattern. ${WORKSPACE_FILES_RULE}`,
    ],
  },
  {
    what: 'refuses the build tooling importing an app',
    filePath: 'tooling/src/rspack/probe.ts',
    importPath: '@parish/shell',
    expected: [
      `'@parish/shell' import is restricted from being used by a pattern. ${TOOLING_RULE}`,
    ],
  },
  {
    what: 'lets the build tooling import the site server by a subpath of its package',
    filePath: 'tooling/src/rspack/probe.ts',
    importPath: '@parish/site-server/topology',
    expected: [],
  },
  {
    what: 'lets a command import the site server package',
    filePath: 'scripts/probe.ts',
    importPath: '@parish/site-server',
    expected: [],
  },
];

describe('the package boundaries', () => {
  let errors: string[][] = [];

  beforeAll(() => {
    const probes = PACKAGE_CASES.map(({ filePath, importPath }) => ({
      filePath,
      code: `import * as probe from '${importPath}';\nexport const used = probe;\n`,
    }));
    const output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/lib/lintProbes.mjs')], {
      cwd: ROOT,
      input: JSON.stringify(probes),
      encoding: 'utf8',
    });
    const messages: Array<Array<{ ruleId: string | null; message: string }>> = JSON.parse(output);
    errors = messages.map((list) =>
      list
        .filter((entry) => entry.ruleId === 'no-restricted-imports')
        .map((entry) => entry.message),
    );
  }, 60_000);

  it.each(PACKAGE_CASES.map((zoneCase, index) => [zoneCase.what, index] as const))(
    '%s',
    (_, index) => {
      expect(errors[index]).toEqual(PACKAGE_CASES[index]?.expected);
    },
  );
});

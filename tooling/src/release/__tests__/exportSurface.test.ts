import { surfaceProblems, type ExportSurface } from '../exportSurface';

const COMMAND = 'npm run contract:snapshot';
const RUNTIME = { additionsNeedMinorBump: true };
const TYPES_ONLY = { additionsNeedMinorBump: false };

function surface(version: string, exports: ExportSurface['exports']): ExportSurface {
  return { package: '@parish/shared-web', version, exports };
}

const SNAPSHOT = surface('1.0.0', { PageHeader: 'value', PageMeta: 'type', useApiQuery: 'value' });

describe('a change to a shared package', () => {
  it('passes when the package matches its snapshot', () => {
    expect(surfaceProblems(SNAPSHOT, SNAPSHOT, RUNTIME, COMMAND)).toEqual([]);
  });

  it('needs a minor version for a new export of shared-web, saying which version', () => {
    const added = surface('1.0.0', { ...SNAPSHOT.exports, EventCard: 'value' });
    expect(surfaceProblems(SNAPSHOT, added, RUNTIME, COMMAND)).toEqual([
      "@parish/shared-web's exports changed since the snapshot of 1.0.0 (added EventCard), a remote that uses a new export needs a shell that provides it. Set its version to 1.1.0 (package.json), then run `npm run contract:snapshot`.",
    ]);
    // Bumped but not snapshotted yet.
    expect(surfaceProblems(SNAPSHOT, { ...added, version: '1.1.0' }, RUNTIME, COMMAND)).toEqual([
      'The export snapshot of @parish/shared-web (1.0.0) is out of date: run `npm run contract:snapshot` and commit it.',
    ]);
  });

  it('needs a major version for a removed export or a value that became a type', () => {
    const breaking = surface('1.1.0', { PageHeader: 'type', PageMeta: 'type' });
    expect(surfaceProblems(SNAPSHOT, breaking, RUNTIME, COMMAND)).toEqual([
      "@parish/shared-web's exports changed since the snapshot of 1.0.0 (removed useApiQuery; changed PageHeader between value and type), a breaking change: remotes built before it break against a shell built after it. Set its version to 2.0.0 (package.json), then run `npm run contract:snapshot`.",
    ]);
    expect(surfaceProblems(SNAPSHOT, { ...breaking, version: '2.0.0' }, RUNTIME, COMMAND)).toEqual([
      expect.stringMatching(/out of date/),
    ]);
  });

  it('needs only a fresh snapshot for a new export of shared-types, which no deployed shell is asked for', () => {
    const added = surface('1.0.0', { ...SNAPSHOT.exports, eventInputSchema: 'value' });
    expect(surfaceProblems(SNAPSHOT, added, TYPES_ONLY, COMMAND)).toEqual([
      'The export snapshot of @parish/shared-web (1.0.0) is out of date: run `npm run contract:snapshot` and commit it.',
    ]);
  });

  it('refuses a version that went down, and asks for a first snapshot', () => {
    expect(surfaceProblems(SNAPSHOT, { ...SNAPSHOT, version: '0.9.0' }, RUNTIME, COMMAND)).toEqual([
      "@parish/shared-web's version went down from 1.0.0 to 0.9.0.",
    ]);
    expect(surfaceProblems(null, SNAPSHOT, RUNTIME, COMMAND)).toEqual([
      '@parish/shared-web has no export snapshot yet: run `npm run contract:snapshot`.',
    ]);
  });
});

// One Jest setup for every workspace: SWC compiles TypeScript and JSX, jsdom
// hosts the React apps, Node hosts the API. Each workspace's jest.config.js
// calls one of these.
import path from 'node:path';

const ROOT = import.meta.dirname;

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  clearMocks: true,
  restoreMocks: true,
});

/** A React app or library tested in jsdom with Testing Library. */
export function webProject(dir) {
  return {
    ...common(dir),
    testEnvironment: path.join(ROOT, 'jest.environment.web.js'),
    setupFilesAfterEnv: [path.join(ROOT, 'jest.setup.web.ts')],
  };
}

/** Node code (the API, shared types, tooling). */
export function nodeProject(dir) {
  return { ...common(dir), testEnvironment: 'node' };
}

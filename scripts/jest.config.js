import { nodeProject } from '../jest.preset.js';

// Tests of the repository's own tooling (lint zones, build policy).
export default {
  ...nodeProject(import.meta.dirname),
  displayName: 'tooling',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
};

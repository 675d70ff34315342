import { nodeProject } from '../jest.preset.js';

// Tests of the repository's commands and lint zones.
export default {
  ...nodeProject(import.meta.dirname),
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
};

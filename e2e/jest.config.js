import path from 'node:path';
import { nodeProject } from '../jest.preset.js';

// End-to-end tests: the production build served as separate origins, driven
// in real Chromium. Each test file starts its own stack on free ports.
export default {
  ...nodeProject(import.meta.dirname),
  testMatch: ['<rootDir>/src/__tests__/**/*.e2e.test.ts'],
  setupFilesAfterEnv: [path.join(import.meta.dirname, 'src/support/retry.ts')],
  globalSetup: path.join(import.meta.dirname, 'src/support/globalSetup.ts'),
  globalTeardown: path.join(import.meta.dirname, 'src/support/globalTeardown.ts'),
  // Longest files first, the timing-sensitive one last.
  testSequencer: path.join(import.meta.dirname, 'src/support/sequencer.js'),
  testTimeout: 90_000,
  // Two files at a time (E2E_WORKERS to change it): a file mostly waits on
  // its browser and servers, so a second one uses the time; CI has two cores.
  maxWorkers: Number(process.env.E2E_WORKERS) || 2,
  // Repeat every failure at the end of the run: CI shows only the tail of a long log.
  reporters: [['default', { summaryThreshold: 0 }]],
};

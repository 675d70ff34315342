// `npm run test:unit` runs every workspace's unit and integration tests in one Jest run.
export default {
  projects: [
    '<rootDir>/shared-types',
    '<rootDir>/shared-web',
    '<rootDir>/server-kit',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-content',
    '<rootDir>/mf-commerce',
    '<rootDir>/mf-booking',
    '<rootDir>/mf-admin',
    '<rootDir>/site-server',
    '<rootDir>/tooling',
    '<rootDir>/scripts',
  ],
  // A global option: Jest ignores a project's own testTimeout in a multi-project
  // run. The API's tests start a database per file, which on a busy 2-core CI
  // machine can take longer than Jest's default 5 s.
  testTimeout: 30_000,
  // A worker keeps every test file's modules it ran (the API's app, MUI, jsdom):
  // its heap grew past half a gigabyte within thirty files, and collecting it
  // slowed each file after. A worker past this when idle is replaced.
  workerIdleMemoryLimit: '700MB',
  // Repeat every failure at the end of the run, however few files ran: CI
  // shows only the tail of a long log.
  reporters: [['default', { summaryThreshold: 0 }]],
};

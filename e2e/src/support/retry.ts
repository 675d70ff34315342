/**
 * One more try for a test that fails in CI, printing the first failure:
 * a browser on a busy 2-core machine now and then misses a deadline that
 * it meets on every other run. A test that fails twice still fails the run,
 * and the first failure stays in the log to be read and fixed.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });

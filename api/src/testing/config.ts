/** The API's configuration as its tests read it: against an empty API root of their own. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

/**
 * An empty API root (no `.env`, no `.data`) made before each test of the
 * calling file and removed after it; `apiRoot()` is the current one.
 */
export function useTempApiRoot(): () => string {
  let apiRoot = '';
  beforeEach(() => {
    apiRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-config-'));
  });
  afterEach(() => fs.rmSync(apiRoot, { recursive: true, force: true }));
  return () => apiRoot;
}

/** What `loadConfig` refuses in `env` (each problem names its variable); none when it loads. */
export function configProblems(env: Record<string, string>, apiRoot: string): string[] {
  try {
    loadConfig(env, { apiRoot });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

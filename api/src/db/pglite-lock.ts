import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes writing one data
 * directory would corrupt it. A lock file beside the directory (holding the
 * owner's pid) refuses a second opener, such as `create-admin` while the API
 * runs. A lock left by a process that is gone is taken over.
 */
export function acquireDirectoryLock(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by another process (pid ${owner}). ` +
            'Stop the API first, or set DATABASE_URL to use PostgreSQL, which allows many connections.',
          { cause: error },
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

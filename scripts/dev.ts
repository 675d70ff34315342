/**
 * `npm run dev`: the API in watch mode and every app's dev server with hot
 * reload, each on its own port, output prefixed by app. To work on one remote
 * alone, run `npm run dev -w mf-booking` (and the API) instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { APPS, type AppName } from '@parish/site-server';
import { startMailCatcher } from './mail-catcher';

const ROOT = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

// Without a real SMTP server, the API's mails go to a local catcher with a web inbox.
const catcher = process.env.SMTP_URL ? null : await startMailCatcher();
if (catcher) console.info(`[mail]       every mail the site sends: ${catcher.webUrl}`);
const env = catcher ? { ...process.env, SMTP_URL: catcher.smtpUrl } : process.env;

function start(label: string, args: string[], cwd: string) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}]`.padEnd(12);
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) console.info(`${prefix} ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => console.info(`${prefix} exited (${code})`));
  children.push(child);
}

start('api', ['--import', 'tsx', '--watch', 'src/main.ts'], path.join(ROOT, 'api'));
for (const app of Object.keys(APPS) as AppName[]) {
  start(
    app,
    [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve'],
    path.join(ROOT, APPS[app].dir),
  );
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void (catcher?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

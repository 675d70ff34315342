/**
 * Creates an administrator: `npm run create-admin -w api -- --email a@b.org --name "Ann Lee"`.
 * The password comes from ADMIN_PASSWORD, from standard input when it is
 * piped (`printf '%s' "$PW" | npm run create-admin …`), or from a hidden
 * prompt. Missing --email/--name are asked for on a terminal. Uses the same
 * database settings as the API (stop the API first when it uses PGlite).
 */
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { adminCreateSchema, validate } from '@parish/shared-types';
import { loadConfig } from '../config';
import { createDatabase } from '../db';
import { createAdmin } from '../modules/identity';

const apiRoot = path.resolve(import.meta.dirname, '../..');

function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  if (options.hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (options.hidden) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const interactive = process.stdin.isTTY === true;
  const email = values.email ?? (interactive ? await ask('Email: ') : '');
  const name = values.name ?? (interactive ? await ask('Name: ') : '');
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    if (interactive) {
      password = await ask('Password: ', { hidden: true });
      if ((await ask('Repeat password: ', { hidden: true })) !== password) {
        throw new Error('The passwords do not match.');
      }
    } else {
      password = await readStdin();
    }
  }

  const result = validate(adminCreateSchema, { email, name, password });
  if (!result.ok) {
    throw new Error(
      Object.entries(result.errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('\n'),
    );
  }

  const config = loadConfig(process.env, { apiRoot });
  const database = await createDatabase(config);
  try {
    await database.migrate(config.paths.migrations);
    const created = await createAdmin(database.db, result.value, config);
    if (!created.ok) throw new Error(created.message);
    const admin = created.value;
    console.info(`Created administrator ${admin.name} <${admin.email}> (id ${admin.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

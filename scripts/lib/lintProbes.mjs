// Lints source text as if it were at given paths, with the repository's ESLint
// config, and prints the messages as JSON. Jest cannot load the ESM config
// in-process, so the import-zone tests run this as a child process.
// Input (stdin): [{ "filePath": "...", "code": "..." }]; output: messages per probe.
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const probes = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
  results.push(result?.messages ?? []);
}
process.stdout.write(JSON.stringify(results));

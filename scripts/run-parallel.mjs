// Runs npm scripts side by side and fails when any fails: `npm test` runs lint beside the type
// check and the build (lint is single-threaded and outlasts tsc; the build fills the idle core),
// then the size budget beside the bench smokes. Each job's output is held and printed whole when
// it ends, so they never interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs every command at once; resolves with 0 when all exit 0, else with the code of the first
 * failing job (in the order given), once every job has ended.
 * `write` receives each job's header and output when that job ends.
 */
export function runParallel(jobs, write = (text) => process.stdout.write(text)) {
  return Promise.all(
    jobs.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (c) => chunks.push(c));
          child.stderr.on('data', (c) => chunks.push(c));
          const finish = (code, error) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            const status = code === 0 ? 'ok' : `failed (${error ?? `exit ${code}`})`;
            write(`\n> ${name}: ${status} in ${seconds} s\n${Buffer.concat(chunks).toString()}`);
            resolve(code);
          };
          child.on('error', (e) => finish(1, e.message));
          child.on('close', (code, signal) => finish(code ?? 1, signal ?? undefined));
        }),
    ),
  ).then((codes) => codes.find((c) => c !== 0) ?? 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const scripts = process.argv.slice(2);
  process.exitCode = await runParallel(
    scripts.map((name) => ({ name, command: npm, args: ['run', '--silent', name] })),
  );
}

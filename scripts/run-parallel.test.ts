import { describe, expect, it } from 'vitest';
import { runParallel } from './run-parallel.mjs';

const node = (name: string, code: string) => ({ name, command: process.execPath, args: ['-e', code] });

describe('run-parallel', () => {
  it('runs the jobs at once and prints each one whole, without interleaving', async () => {
    const out: string[] = [];
    const started = Date.now();
    const code = await runParallel(
      [
        node('slow', 'setTimeout(() => { console.log("a1"); console.log("a2"); }, 400)'),
        node('fast', 'console.log("b1"); setTimeout(() => console.log("b2"), 300)'),
      ],
      (text) => out.push(text),
    );
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(out).toHaveLength(2);
    expect(out.find((t) => t.includes('> fast: ok'))).toMatch(/b1\nb2\n$/);
    expect(out.find((t) => t.includes('> slow: ok'))).toMatch(/a1\na2\n$/);
  });

  it('fails with the first failing job’s code, after every job has ended', async () => {
    const out: string[] = [];
    const code = await runParallel(
      [
        node('ok', 'setTimeout(() => console.log("done"), 200)'),
        node('bad', 'console.error("broken"); process.exit(3)'),
      ],
      (text) => out.push(text),
    );
    expect(code).toBe(3);
    expect(out.join('')).toContain('> bad: failed (exit 3)');
    expect(out.join('')).toContain('broken');
    expect(out.join('')).toContain('> ok: ok');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operatorCalls } from './calls';
import { CONSOLE_PREFIX, OPERATOR_CALL_NAMES, TOKEN_PREFIX } from './facts';
import { buildOperatorOpenApi, operatorOpenApiText } from './openapi';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

describe('docs/operator-openapi.json', () => {
  it('is up to date with the operator contract (run npm run openapi)', () => {
    const committed = readFileSync(new URL('../../../docs/operator-openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(operatorOpenApiText(pkg.version));
  });

  it('documents every operator call on each surface it is served on, with its roles', () => {
    const doc = buildOperatorOpenApi(pkg.version) as {
      paths: Record<string, Record<string, { 'x-roles': unknown } | undefined>>;
    };
    for (const name of OPERATOR_CALL_NAMES) {
      const c = operatorCalls[name];
      for (const [surface, prefix] of [
        ['token', TOKEN_PREFIX],
        ['console', CONSOLE_PREFIX],
      ] as const) {
        const op = doc.paths[`${prefix}${c.path}`]?.[c.method.toLowerCase()];
        const served = c.surface === 'both' || c.surface === surface;
        expect(op !== undefined, `${name} ${surface}`).toBe(served);
        if (op) expect(op['x-roles'], name).toEqual(c.roles);
      }
    }
  });
});

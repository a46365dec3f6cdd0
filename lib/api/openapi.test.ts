import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callNames, calls } from './registry';
import { buildOpenApi, openApiText } from './openapi';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

describe('docs/openapi.json', () => {
  it('is up to date with the registry (run npm run openapi)', () => {
    const committed = readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(openApiText(pkg.version));
  });

  it('documents every call with its method, security and idempotency header', () => {
    const doc = buildOpenApi(pkg.version) as {
      paths: Record<string, Record<string, { security?: unknown; parameters: { name: string }[] }>>;
    };
    for (const name of callNames) {
      const call = calls[name];
      const op = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(op, name).toBeDefined();
      expect(op?.security !== undefined, name).toBe(call.auth);
      expect(
        op?.parameters.some((p) => p.name === 'Idempotency-Key'),
        name,
      ).toBe(call.idempotent);
    }
  });

  it('gives the code the server answers for a reused Idempotency-Key (422, as server/market/idempotency.ts)', () => {
    const doc = buildOpenApi(pkg.version) as {
      paths: Record<string, Record<string, { parameters: { name: string; description?: string }[] }>>;
    };
    const header = doc.paths[calls.buyProduct.path]?.post?.parameters.find((p) => p.name === 'Idempotency-Key');
    expect(header?.description).toContain('refused (422)');
  });
});

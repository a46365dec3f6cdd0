// Defect 7: security headers. Pages of the exported app get a CSP with the hashes of their own
// inline scripts; uploads are sandboxed and nosniff; the API's JSON may load nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { inlineScriptHashes } from '../../http/security-headers';
import { issueTokens } from '../../auth/tokens';
import { users } from '../../db/schema';
import { withTx } from '../../db/tx';
import { buildTestApp } from '../test-app';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const HOME_SCRIPT = 'self.__boot = 1';
const OTHER_SCRIPT = 'self.__other = 2';
let app: FastifyInstance;

beforeAll(async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gavel-out-'));
  mkdirSync(path.join(outDir, 'en', 'home'), { recursive: true });
  writeFileSync(
    path.join(outDir, 'en', 'home', 'index.html'),
    `<html><script src="/a.js"></script><script>${HOME_SCRIPT}</script></html>`,
  );
  writeFileSync(path.join(outDir, 'sw.js'), 'self.x = 1;');
  writeFileSync(path.join(outDir, '404.html'), `<html><script>${OTHER_SCRIPT}</script></html>`);
  app = await buildTestApp(testConfig({ outDir }));
  await app.ready();
});
afterAll(() => app.close());

describe('security headers', () => {
  it('hashes only inline scripts', () => {
    expect(inlineScriptHashes('<script src="x.js"></script><script async>a()</script><script></script>')).toEqual([
      sha('a()'),
    ]);
  });

  it('a page: script-src self plus its own hashes, and the rest of the policy', async () => {
    const r = await app.inject({ method: 'GET', url: '/en/home/', headers: { host: 'shop.example:8080' } });
    expect(r.statusCode).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha(HOME_SCRIPT)}`);
    expect(csp).not.toContain(sha(OTHER_SCRIPT));
    expect(csp).not.toContain('unsafe-eval');
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
    expect(csp).toContain("connect-src 'self' ws://shop.example:8080 wss://shop.example:8080");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('the not-found page carries its own hashes; a forged Host does not reach the policy', async () => {
    const r = await app.inject({ method: 'GET', url: '/nope/', headers: { host: "x'; script-src *" } });
    expect(r.statusCode).toBe(404);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain(sha(OTHER_SCRIPT));
    expect(csp).not.toContain('script-src *');
  });

  it('the API: nothing may load', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/front/GetNotice' });
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it("a script: the service worker runs under its own answer's policy, so it may fetch this origin only", async () => {
    const r = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(r.statusCode).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|\*/);
  });

  it('an upload: sandboxed and nosniff', async () => {
    const token = await withTx(app.ctx.db, async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ phone: '13712345678', nickname: 'u', invitationCode: 'HEAD0001' })
        .returning({ id: users.id });
      return (await issueTokens(tx, app.ctx.config, u?.id ?? 0, new Date())).accessToken;
    });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await app.inject({
      method: 'POST',
      url: '/api/common/uploadImages',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    const url = up.json<{ result: { url: string } }>().result.url;
    const r = await app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['content-security-policy'])).toMatch(/^sandbox/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});

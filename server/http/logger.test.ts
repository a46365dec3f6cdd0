import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { consoleSender } from '../sms/sender';
import { createHarness } from '../test/harness';
import { loggerOptions, logUrl } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const log = pino({ ...(loggerOptions(testConfig({ logLevel: 'info' })) as LoggerOptions) }, stream);
  return { log, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('never writes an identity document number', () => {
    const { log, text } = capture();
    log.info({ body: { realName: 'Li Wei', idNumber: 'SECRET-ID-1' } }, 'submitIdentity');
    log.info({ idNumber: 'SECRET-ID-2' });
    expect(text()).not.toContain('SECRET-ID');
  });

  it('never writes tokens, passwords, codes or card numbers', () => {
    const { log, text } = capture();
    log.info({
      req: { headers: { authorization: 'Bearer SECRET-ACCESS', 'x-authorization': 'Bearer SECRET-REFRESH' } },
      body: { password: 'SECRET-PW', payPassword: 'SECRET-PAY', code: 'SECRET-CODE', cardNumber: 'SECRET-CARD' },
      result: { accessToken: 'SECRET-AT', refreshToken: 'SECRET-RT' },
    });
    const out = text();
    expect(out).toContain('[redacted]');
    expect(out).not.toMatch(/SECRET-/);
  });

  it('the console SMS sender prints codes outside production only', async () => {
    const dev: string[] = [];
    await consoleSender('development', (l) => dev.push(l)).send({
      phone: '13800001111',
      code: '482913',
      purpose: 'login',
      locale: 'en',
      text: 'Your code: 482913',
    });
    expect(dev.join()).toContain('482913');
    const prod: string[] = [];
    await consoleSender('production', (l) => prod.push(l)).send({
      phone: '13800001111',
      code: '482913',
      purpose: 'login',
      locale: 'en',
      text: 'Your code: 482913',
    });
    expect(prod.join()).not.toContain('482913');
    expect(prod.join()).not.toContain('13800001111');
  });
});

describe('access log URLs', () => {
  // The access log is one line per call with the route pattern (server/ops/request-log.ts), never
  // the raw URL; a line that does carry a request (an error's) masks a phone in its query.
  it('never carry a phone: the call line names the route, not the query', async () => {
    const lines: string[] = [];
    const h = await createHarness({ logLevel: 'info' }, { logStream: { write: (l) => lines.push(l) } });
    try {
      const phone = '13912345678';
      await h.call('GET', '/api/front/getMobileCodeRegist', { query: { phone } });
      await h.call('GET', `/api/front/getMobileCodeLogin?x=1&phone=%2B86${phone}`);
      const calls = lines.map((l) => (JSON.parse(l) as { call?: string }).call).filter(Boolean);
      expect(calls).toContain('/api/front/getMobileCodeRegist');
      expect(calls).toContain('/api/front/getMobileCodeLogin');
      expect(lines.join('')).not.toContain('12345678');
    } finally {
      await h.close();
    }
  });

  it('mask a phone in a logged request URL as the other logs do (first three and last four digits)', () => {
    expect(logUrl('/api/front/getMobileCodeRegist?phone=13912345678')).toBe(
      '/api/front/getMobileCodeRegist?phone=139****5678',
    );
  });

  it('logUrl leaves other URLs alone and survives a malformed escape', () => {
    expect(logUrl('/api/front/getProduct?id=12345678901')).toBe('/api/front/getProduct?id=12345678901');
    expect(logUrl('/x?phone=%E0%A4%A')).not.toContain('%E0%A4%A');
  });
});

import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { consoleSender } from '../sms/sender';
import { loggerOptions } from './logger';

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
    });
    expect(dev.join()).toContain('482913');
    const prod: string[] = [];
    await consoleSender('production', (l) => prod.push(l)).send({
      phone: '13800001111',
      code: '482913',
      purpose: 'login',
    });
    expect(prod.join()).not.toContain('482913');
    expect(prod.join()).not.toContain('13800001111');
  });
});

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsDeliveryError, webhookSender } from './sender';

const received: unknown[] = [];
let status = 200;
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push(JSON.parse(body));
    res.statusCode = status;
    res.end();
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('webhook SMS sender', () => {
  it('posts the phone, code, template id, locale and text as JSON', async () => {
    await webhookSender(url).send({
      phone: '13800001111',
      code: '123456',
      purpose: 'login',
      locale: 'en',
      text: 'Your code',
    });
    expect(received.at(-1)).toEqual({
      phone: '13800001111',
      code: '123456',
      purpose: 'login',
      template: 'login',
      locale: 'en',
      text: 'Your code',
    });
  });

  it('a gateway error or an unreachable gateway is a delivery error', async () => {
    status = 500;
    await expect(
      webhookSender(url).send({ phone: '1', code: '2', purpose: 'login', locale: 'en', text: 'Your code' }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(
      webhookSender('http://127.0.0.1:1/none', 2000).send({
        phone: '1',
        code: '2',
        purpose: 'login',
        locale: 'en',
        text: 'Your code',
      }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

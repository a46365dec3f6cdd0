// Two server processes on one PostgreSQL (two app instances, each listening on its own port):
// a message sent to process A reaches a client connected to process B, through LISTEN/NOTIFY.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@/lib/api/limits';
import type { ChatGroup, ChatMessage } from '@/lib/api/schemas/chat';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { memorySender } from '../sms/sender';
import { nextPhone } from '../test/harness';
import { postgresForTest, type TempDatabase } from '../test/postgres';
import { openAuthed, type WsClient } from '../test/ws-client';

const temp = await postgresForTest('ws.postgres.test');

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

describe.runIf(temp !== undefined)('chat across two processes on one PostgreSQL', () => {
  const db = temp as TempDatabase;
  const sms = memorySender();
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const sockets: WsClient[] = [];

  beforeAll(async () => {
    const config = testConfig({ databaseUrl: db.url });
    [a, b] = await Promise.all([buildApp(config, { sms }), buildApp({ ...config }, { sms })]);
    [urlA, urlB] = await Promise.all([listen(a), listen(b)]);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a?.close(), b?.close()]);
    await db.drop();
  });

  async function register(base: string): Promise<string> {
    const phone = nextPhone();
    await fetch(`${base}/api/front/getMobileCodeRegist?phone=${phone}`);
    const res = await fetch(`${base}/api/front/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, code: sms.last(phone), password: 'secret-pass-1' }),
    });
    return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  }

  async function api<T>(base: string, path: string, token: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: T }).result;
  }

  it('a message sent to process A reaches a client of process B, once, and a socket on A too', async () => {
    const [sender, reader] = await Promise.all([register(urlA), register(urlB)]);
    const onB = await openAuthed(urlB, reader);
    const onA = await openAuthed(urlA, reader);
    sockets.push(onB, onA);
    const groups = await api<ChatGroup[]>(urlA, '/api/front/chatGroups', sender);
    const general = groups.find((g) => g.general);
    if (!general) throw new Error('no general group');
    const sent = await api<ChatMessage>(urlA, '/api/front/chatSend', sender, {
      groupId: general.id,
      clientId: 'two-process-0001',
      text: 'hello from A',
    });
    expect((await onB.next('message', (f) => f.message.id === sent.id)).message).toEqual(sent);
    await onA.next('message', (f) => f.message.id === sent.id);
    // And the other way, over the socket of process B.
    onB.send({ type: 'send', message: { groupId: general.id, clientId: 'two-process-0002', text: 'hi from B' } });
    const back = (await onB.next('sent')).message;
    await onA.next('message', (f) => f.message.id === back.id);
    expect(onB.frames.filter((f) => f.type === 'message' && f.message.id === sent.id)).toHaveLength(1);
  });

  it('logout on process A closes the socket its session holds on process B (4003), and no other', async () => {
    const phone = nextPhone();
    await fetch(`${urlA}/api/front/getMobileCodeRegist?phone=${phone}`);
    const reg = await fetch(`${urlA}/api/front/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, code: sms.last(phone), password: 'secret-pass-1' }),
    });
    const token = ((await reg.json()) as { result: { accessToken: string } }).result.accessToken;
    const other = await api<{ accessToken: string }>(urlB, '/api/front/login', '', {
      phone,
      password: 'secret-pass-1',
    });
    const onB = await openAuthed(urlB, token);
    const keptOnB = await openAuthed(urlB, other.accessToken);
    sockets.push(onB, keptOnB);
    await api(urlA, '/api/front/logout', token, {});
    expect((await onB.closed).code).toBe(WS_CLOSE.unauthorized);
    keptOnB.send({ type: 'ping' });
    await keptOnB.next('pong');
  });
});

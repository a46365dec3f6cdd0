// An open WebSocket does not outlive its session: logout, a password change elsewhere and a reused
// refresh token close it at once with 4003, and a session revoked a moment before its close (the
// revocation committed, its bus event not yet handled) neither sends nor receives private messages.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@/lib/api/limits';
import type { ChatMessage } from '@/lib/api/schemas/chat';
import { refreshTokens } from '../db/schema';
import { userIdOf } from '../test/market';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { openAuthed, type WsClient } from '../test/ws-client';

let h: Harness;
let base: string;
const open: WsClient[] = [];
let seq = 0;
const cid = () => `revoke-${process.pid}-${(seq += 1)}`;

beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = h.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await h.close();
});

async function connect(token: string) {
  const c = await openAuthed(base, token);
  open.push(c);
  return c;
}

async function privateGroup(...members: TestUser[]): Promise<number> {
  const g = await h.operator<{ id: number }>('POST', '/chat/groups', { name: `Group ${cid()}` });
  for (const m of members) {
    const r = await h.operator('POST', '/chat/members', { groupId: g.body.result.id, userId: userIdOf(m.accessToken) });
    expect(r.status).toBe(200);
  }
  return g.body.result.id;
}

async function login(u: TestUser) {
  const r = await h.api('login', { phone: u.phone, password: u.password });
  expect(r.status).toBe(200);
  return r.body.result;
}

describe('revoking a session closes its sockets', () => {
  it('logout closes the socket of that session with 4003; another session of the user stays', async () => {
    const u = await h.registerUser();
    const other = await login(u);
    const ws = await connect(u.accessToken);
    const kept = await connect(other.accessToken);
    expect((await h.api('logout', {}, { token: u.accessToken })).status).toBe(200);
    expect((await ws.closed).code).toBe(WS_CLOSE.unauthorized);
    kept.send({ type: 'ping' });
    await kept.next('pong');
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
  });

  it('a password change closes the other sessions’ sockets and keeps its own', async () => {
    const u = await h.registerUser();
    const other = await login(u);
    const mine = await connect(u.accessToken);
    const theirs = await connect(other.accessToken);
    const r = await h.api(
      'ChangePassword',
      { oldPassword: u.password, newPassword: 'another-pass-2' },
      { token: u.accessToken },
    );
    expect(r.status).toBe(200);
    expect((await theirs.closed).code).toBe(WS_CLOSE.unauthorized);
    mine.send({ type: 'ping' });
    await mine.next('pong');
  });

  it('a reused refresh token closes the sockets of its session', async () => {
    const u = await h.registerUser();
    const ws = await connect(u.accessToken);
    // Rotate once (no access token: the refresh header decides), then present the old one again.
    const first = await h.call('GET', '/api/front/getInfo', { refresh: u.refreshToken });
    expect(first.status).toBe(200);
    const replay = await h.call('GET', '/api/front/getInfo', { refresh: u.refreshToken });
    expect(replay.status).toBe(401);
    expect((await ws.closed).code).toBe(WS_CLOSE.unauthorized);
  });
});

describe('a session revoked before its close arrives', () => {
  /** Revokes in the database only (no bus event): what a socket sees between commit and event. */
  async function revokeSilently(u: TestUser) {
    await h.app.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userIdOf(u.accessToken))));
  }

  it('cannot send: the frame is refused, nothing is stored, the socket closes with 4003', async () => {
    const u = await h.registerUser();
    const reader = await h.registerUser();
    const group = await privateGroup(u, reader);
    const ws = await connect(u.accessToken);
    await revokeSilently(u);
    ws.send({ type: 'send', message: { groupId: group, clientId: cid(), text: 'after logout' } });
    expect((await ws.closed).code).toBe(WS_CLOSE.unauthorized);
    expect(ws.frames.filter((f) => f.type === 'sent')).toHaveLength(0);
    const history = await h.api('chatHistory', { groupId: group }, { token: reader.accessToken });
    expect(history.status).toBe(200);
    expect(history.body.result.items).toHaveLength(0);
  });

  it('receives no private message: it is closed instead, and a valid member still gets it', async () => {
    const revoked = await h.registerUser();
    const member = await h.registerUser();
    const group = await privateGroup(revoked, member);
    const ws = await connect(revoked.accessToken);
    const live = await connect(member.accessToken);
    await revokeSilently(revoked);
    const sent = await h.call<ChatMessage>('POST', '/api/front/chatSend', {
      token: member.accessToken,
      body: { groupId: group, clientId: cid(), text: 'private' },
    });
    expect(sent.status).toBe(200);
    await live.next('message', (f) => f.message.id === sent.body.result.id);
    expect((await ws.closed).code).toBe(WS_CLOSE.unauthorized);
    expect(ws.frames.filter((f) => f.type === 'message')).toHaveLength(0);
  });
});

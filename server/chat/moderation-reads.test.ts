// The console's chat moderation (issue 23): members with phones (masked for a viewer), messages
// newest first paged by `before`, a deleted message gone from the read; support deletes, a viewer
// or finance operator is refused the writes (403 role_forbidden).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { createHarness, type Harness } from '../test/harness';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { userIdOf } from '../test/market';

let h: Harness;
let support: ConsoleSession;
let viewer: ConsoleSession;
let finance: ConsoleSession;
beforeAll(async () => {
  h = await createHarness();
  support = await consoleSession(h, 'support');
  viewer = await consoleSession(h, 'viewer');
  finance = await consoleSession(h, 'finance');
});
afterAll(() => h.close());

let seq = 0;
const send = (token: string, groupId: number, text: string) =>
  h.call<{ id: number }>('POST', '/api/front/chatSend', {
    token,
    body: { groupId, clientId: `mod-${process.pid}-${++seq}`, text },
  });

async function groupWithTwo() {
  const g = envelopeOf<{ id: number }>(await consoleInject(h, support, 'POST', '/chat/groups', { name: 'Moderated' }));
  const a = await h.registerUser();
  const b = await h.registerUser();
  for (const u of [a, b]) {
    const r = await consoleInject(h, support, 'POST', '/chat/members', { groupId: g.result.id, phone: u.phone });
    expect(r.statusCode).toBe(200);
  }
  return { groupId: g.result.id, a, b };
}

describe('chatMembers', () => {
  it('lists the members with the full phone for support and masked for a viewer', async () => {
    const { groupId, a, b } = await groupWithTwo();
    const full = envelopeOf<OperatorAnswer<'chatMembers'>>(
      await consoleInject(h, support, 'GET', `/chat/members?groupId=${groupId}`),
    );
    expect(full.result.items.map((m) => m.userId)).toEqual([userIdOf(a.accessToken), userIdOf(b.accessToken)]);
    expect(full.result.items.map((m) => m.phone)).toEqual([a.phone, b.phone]);
    const masked = envelopeOf<OperatorAnswer<'chatMembers'>>(
      await consoleInject(h, viewer, 'GET', `/chat/members?groupId=${groupId}`),
    );
    for (const m of masked.result.items) expect(m.phone).toContain('****');
    expect(masked.result.items.map((m) => m.phone)).not.toContain(a.phone);
  });

  it('answers 404 for a group that does not exist and 400 for a bad id', async () => {
    expect((await consoleInject(h, viewer, 'GET', '/chat/members?groupId=99999999')).statusCode).toBe(404);
    const bad = await consoleInject(h, viewer, 'GET', '/chat/members?groupId=abc');
    expect(bad.statusCode).toBe(400);
    expect((JSON.parse(bad.body) as { fields?: Record<string, unknown> }).fields?.groupId).toBeTruthy();
  });
});

describe('chatMessages and deleting one', () => {
  it('reads newest first, pages back by before, and drops a message support deleted', async () => {
    const { groupId, a, b } = await groupWithTwo();
    const sent: number[] = [];
    for (const [u, text] of [
      [a, 'first'],
      [b, 'second'],
      [a, '<b>third</b>'],
    ] as const) {
      const r = await send(u.accessToken, groupId, text);
      expect(r.status).toBe(200);
      sent.push(r.body.result.id);
    }
    const page1 = envelopeOf<OperatorAnswer<'chatMessages'>>(
      await consoleInject(h, viewer, 'GET', `/chat/messages?groupId=${groupId}&limit=2`),
    );
    expect(page1.result.items.map((m) => m.text)).toEqual(['<b>third</b>', 'second']);
    expect(page1.result.hasMore).toBe(true);
    expect(page1.result.items[1]?.sender.id).toBe(userIdOf(b.accessToken));
    const last = page1.result.items.at(-1)?.id ?? 0;
    const page2 = envelopeOf<OperatorAnswer<'chatMessages'>>(
      await consoleInject(h, viewer, 'GET', `/chat/messages?groupId=${groupId}&limit=2&before=${last}`),
    );
    expect(page2.result.items.map((m) => m.text)).toEqual(['first']);
    expect(page2.result.hasMore).toBe(false);

    // A viewer and a finance operator may not delete; support may.
    for (const s of [viewer, finance]) {
      const refused = await consoleInject(h, s, 'POST', '/chat/messages/delete', { id: sent[1] });
      expect(refused.statusCode).toBe(403);
      expect(envelopeOf(refused).reason).toBe('role_forbidden');
    }
    const del = await consoleInject(h, support, 'POST', '/chat/messages/delete', { id: sent[1] });
    expect(del.statusCode).toBe(200);
    const after = envelopeOf<OperatorAnswer<'chatMessages'>>(
      await consoleInject(h, support, 'GET', `/chat/messages?groupId=${groupId}`),
    );
    expect(after.result.items.map((m) => m.id)).toEqual([sent[2], sent[0]]);
  });

  it('refuses a viewer adding a group or a member', async () => {
    const g = await consoleInject(h, viewer, 'POST', '/chat/groups', { name: 'Nope' });
    expect(g.statusCode).toBe(403);
    const m = await consoleInject(h, viewer, 'POST', '/chat/members', { groupId: 1, phone: '+15550000000' });
    expect(m.statusCode).toBe(403);
  });
});

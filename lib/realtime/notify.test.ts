// A decision that arrives live re-reads what it changed (issue 37 #3a): the identity screen learns
// of a rejection from the notification frame, without a reload.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../api/schemas/chat';
import type { Connection } from './connection';

const invalidated: string[][] = [];
vi.mock('../api/hooks/invalidate', () => ({
  invalidate: (names: string[]) => {
    invalidated.push([...names]);
    return Promise.resolve();
  },
}));
vi.mock('../api/hooks/patch', () => ({ patchReads: () => Promise.resolve() }));

const { bindNotifyEvents } = await import('./notify');

function connectionWithFrames() {
  const listeners = new Set<(f: ServerFrame) => void>();
  const conn = { onFrame: (l: (f: ServerFrame) => void) => (listeners.add(l), () => listeners.delete(l)) };
  return { conn: conn as unknown as Connection, emit: (f: ServerFrame) => listeners.forEach((l) => l(f)) };
}

const at = { read: false, createdAt: '2026-12-01T10:00:00.000Z' };

beforeEach(() => {
  invalidated.length = 0;
});

describe('live notifications', () => {
  it('an identity decision re-reads the identity and the account', () => {
    const { conn, emit } = connectionWithFrames();
    bindNotifyEvents(conn);
    emit({
      type: 'notification',
      notification: { id: 5, type: 'identity_decided', data: { approved: false, reasonCode: 'photo_unclear' }, ...at },
      unread: 1,
    });
    expect(invalidated).toContainEqual(['getIdentity', 'getInfo']);
  });

  it('a suspension or its end re-reads the account: the banner and disabled Buy follow (issue 37 #2)', () => {
    const { conn, emit } = connectionWithFrames();
    bindNotifyEvents(conn);
    emit({
      type: 'notification',
      notification: { id: 7, type: 'account_status', data: { suspended: true }, ...at },
      unread: 1,
    });
    expect(invalidated).toEqual([['getInfo']]);
    emit({
      type: 'notification',
      notification: { id: 8, type: 'account_status', data: { suspended: false }, ...at },
      unread: 2,
    });
    expect(invalidated).toEqual([['getInfo'], ['getInfo']]);
  });

  it('other notifications re-read nothing but the centre', () => {
    const { conn, emit } = connectionWithFrames();
    bindNotifyEvents(conn);
    emit({
      type: 'notification',
      notification: { id: 6, type: 'notice_new', data: { noticeId: 1 }, ...at },
      unread: 2,
    });
    expect(invalidated).toEqual([]);
  });
});

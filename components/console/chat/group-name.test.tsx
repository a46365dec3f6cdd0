// @vitest-environment happy-dom
// Issue 42 #10: staff saw the general group under its stored name while buyers read "Marketplace
// chat": the console's chat screen now names it as buyers do (chat.general, in each language).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEn } from '@/components/ui/test-utils';
import en from '@/messages/en.json';
import { ChatScreen } from './chat-screen';

const groups = [
  { id: 1, name: 'general', general: true, members: 0, createdAt: '2026-11-01T08:00:00.000Z' },
  { id: 2, name: 'VIP buyers', general: false, members: 3, createdAt: '2026-11-01T08:00:00.000Z' },
];
vi.mock('../kit/console-screen', () => ({ useMe: () => ({ name: 'carol', role: 'viewer' }) }));
vi.mock('../kit/use-query-state', () => ({
  useQueryState: () => ({ get: () => null, set: () => undefined }),
  pageParam: () => 1,
}));
vi.mock('../kit/use-console-read', () => ({
  useConsoleRead: () => ({ data: groups, error: undefined, isLoading: false, refresh: () => Promise.resolve() }),
  refreshReads: () => Promise.resolve(),
}));

afterEach(cleanup);

describe('console chat groups', () => {
  it('the general group has the name buyers read; others keep theirs', () => {
    renderEn(<ChatScreen />);
    expect(screen.getByRole('heading', { name: en.chat.general })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'VIP buyers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'general' })).toBeNull();
  });
});

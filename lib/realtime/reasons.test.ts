// Every reason a chat send can fail with has a message in every locale (chat.reasons.*).
import { describe, expect, it } from 'vitest';
import { CHAT_REASONS } from '../api/schemas/chat';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import fr from '../../messages/fr.json';
import zhCN from '../../messages/zh-CN.json';
import zhTW from '../../messages/zh-TW.json';

const EXTRA = ['network', 'server_error'];

describe('chat reasons', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['es', es],
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('%s translates every reason', (_locale, messages) => {
    const reasons = (messages as { chat: { reasons: Record<string, string> } }).chat.reasons;
    for (const reason of [...Object.values(CHAT_REASONS), ...EXTRA]) {
      expect(reasons[reason], reason).toBeTruthy();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { HINT_SNOOZE_MS, isIosSafariTab, isSnoozed } from './install-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('install hint', () => {
  it('stays away for the snooze period after a dismissal', () => {
    const now = 1_800_000_000_000;
    expect(isSnoozed(null, now)).toBe(false);
    expect(isSnoozed(String(now - 1000), now)).toBe(true);
    expect(isSnoozed(String(now - HINT_SNOOZE_MS - 1), now)).toBe(false);
    expect(isSnoozed('garbage', now)).toBe(false);
    // A clock set back must not hide the hint for ever.
    expect(isSnoozed(String(now + 10 * HINT_SNOOZE_MS), now)).toBe(false);
  });

  it('recognises iOS Safari tabs only', () => {
    const d = (userAgent: string, maxTouchPoints = 5, standalone = false) => ({
      userAgent,
      maxTouchPoints,
      standalone,
    });
    expect(isIosSafariTab(d(IPHONE_SAFARI))).toBe(true);
    expect(isIosSafariTab(d(IPAD_DESKTOP_MODE))).toBe(true);
    expect(isIosSafariTab(d(IPAD_DESKTOP_MODE, 0))).toBe(false);
    expect(isIosSafariTab(d(IPHONE_SAFARI, 5, true))).toBe(false);
    expect(isIosSafariTab(d(IPHONE_CHROME))).toBe(false);
    expect(isIosSafariTab(d(ANDROID_CHROME))).toBe(false);
  });
});

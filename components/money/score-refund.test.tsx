// @vitest-environment happy-dom
// The points hint receives the count itself, so the message chooses the plural and formats the
// number in the reader's language (issue 22: "You have 1 points", "1 points are held").
import { cleanup, fireEvent, getDefaultNormalizer, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import { ScoreRefund } from './score-refund';

afterEach(cleanup);

const MESSAGES = { en, fr, 'zh-CN': zhCN } as const;

function open(locale: keyof typeof MESSAGES, score: number) {
  const messages = MESSAGES[locale];
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <ScoreRefund score={score} />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: messages.wallet.refundOpen }));
}

describe('ScoreRefund', () => {
  it.each([
    ['en', 1, 'You have 1 point.'],
    ['en', 12345, 'You have 12,345 points.'],
    ['fr', 1, 'Vous avez 1 point.'],
    ['fr', 12345, 'Vous avez 12\u202f345 points.'],
    ['zh-CN', 12345, '您有 12,345 积分。'],
  ] as const)('in %s, %d points read “%s”', (locale, score, text) => {
    open(locale, score);
    // Whitespace kept as is: French groups digits with a narrow no-break space.
    expect(screen.getByText(text, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
// The buyer's mark on a stale translation (issue 41 #6): the source language in the reader's
// words, the localized date, and a link to the current text; nothing when the text is current.
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import fr from '@/messages/fr.json';
import { renderEn } from '@/components/ui/test-utils';
import { StaleMark } from './stale-mark';

afterEach(cleanup);

const mark = { stale: true, sourceUpdatedAt: '2026-12-01T10:16:00Z', sourceLang: 'en' } as const;

describe('StaleMark', () => {
  it('says when the English text changed and links to it (en)', () => {
    renderEn(<StaleMark mark={mark} href="/en/notice/?id=7" />);
    expect(screen.getByTestId('stale-mark').textContent).toContain('Updated in English on Dec 1, 2026.');
    const link = screen.getByRole('link', { name: en.content.readCurrent });
    expect(link.getAttribute('href')).toBe('/en/notice/?id=7');
    expect(link.getAttribute('hreflang')).toBe('en');
  });

  it('reads in the reader’s language, the language named in it, the date localized (zh-CN, fr)', () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="zh-CN" messages={zhCN} timeZone="UTC">
        <StaleMark mark={mark} href="/en/notice/?id=7" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('stale-mark').textContent).toContain('英语原文已于2026年12月1日更新。');
    expect(screen.getByRole('link', { name: zhCN.content.readCurrent })).toBeTruthy();
    unmount();
    render(
      <NextIntlClientProvider locale="fr" messages={fr} timeZone="UTC">
        <StaleMark mark={mark} href="/en/agreement/service/" version={1} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('stale-mark').textContent).toContain(
      'Mis à jour en anglais le 1 déc. 2026. Cette traduction correspond à la version 1.',
    );
  });

  it('shows nothing for a current text', () => {
    renderEn(<StaleMark mark={{}} href="/en/notice/?id=7" />);
    expect(screen.queryByTestId('stale-mark')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

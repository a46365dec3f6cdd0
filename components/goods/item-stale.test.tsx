// @vitest-environment happy-dom
// The item detail's stale mark (issue 41 #6): loaded only for an item whose name or description
// is an outdated translation; its link opens the same item in the source language (an auction
// item's detail, or a consumption item's).
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { samples } from '@/lib/api/samples';
import zhCN from '@/messages/zh-CN.json';
import { renderEn } from '@/components/ui/test-utils';
import { ItemStale } from './item-stale';

afterEach(cleanup);

const item = samples.getProduct.result;
const stale = { ...item, stale: true, sourceUpdatedAt: '2026-12-01T10:16:00Z', sourceLang: 'en' } as const;

describe('ItemStale', () => {
  it('marks a stale item and links to it in the source language', async () => {
    render(
      <NextIntlClientProvider locale="zh-CN" messages={zhCN} timeZone="UTC">
        <ItemStale product={{ ...stale, lang: { name: 'zh-CN', description: 'zh-CN' } }} />
      </NextIntlClientProvider>,
    );
    const mark = await screen.findByTestId('stale-mark');
    expect(mark.textContent).toContain('英语原文已于2026年12月1日更新。');
    const link = screen.getByRole('link', { name: zhCN.content.readCurrent });
    expect(link.getAttribute('href')).toBe(`/en/goods/detail/?id=${item.id}`);
    expect(link.getAttribute('hreflang')).toBe('en');
  });

  it('links a consumption item to its own detail route', async () => {
    renderEn(<ItemStale product={{ ...stale, kind: 'consumption' }} />);
    expect((await screen.findByRole('link')).getAttribute('href')).toBe(`/en/goods/consumption/detail/?id=${item.id}`);
  });

  it('shows nothing, and loads nothing, for a current item', () => {
    const { container } = renderEn(<ItemStale product={item} />);
    expect(container.innerHTML).toBe('');
  });
});

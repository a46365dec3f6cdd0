// @vitest-environment happy-dom
// The after-sale screen's parts (issue 37 #5): a request's timeline in words (support's question,
// the buyer's reply, the refund's amount, a closing's reason from its code, never a code), the
// reply form only while support waits for more; the request form checks its fields with the
// call's own schema and says each rule under its field, translated, before anything is sent.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api/client/config';
import { loadContract } from '@/lib/api/client/contract-loader';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import type { AfterSaleCase } from './after-sale-screen';
import { CaseCard } from './case-card';
import { OpenRequestForm } from './open-request-form';

const trigger = vi.fn((_input: unknown, _options?: unknown) => Promise.resolve({}));
vi.mock('@/lib/api/hooks/use-mutation', () => ({
  useApiMutation: () => ({ isMutating: false, trigger }),
}));

const t = en.afterSale;

beforeAll(() => loadContract());
beforeEach(() => {
  trigger.mockClear();
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore(),
    toast: () => undefined,
    translate: (k) => k,
    onLoginRequired: () => undefined,
  });
});
afterEach(cleanup);

const photo = { url: 'https://x.test/p.png', thumb: 'https://x.test/p.thumb.webp' };
const base: AfterSaleCase = {
  id: 3,
  orderId: 9,
  kind: 'damaged',
  status: 'info_requested',
  openedAt: '2026-11-30T09:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  refunded: 0,
  events: [
    {
      id: 1,
      at: '2026-11-30T09:00:00.000Z',
      actor: 'buyer',
      kind: 'opened',
      text: 'The lid is cracked.',
      photos: [photo],
      amount: null,
      reasonCode: null,
    },
    {
      id: 2,
      at: '2026-11-30T10:00:00.000Z',
      actor: 'support',
      kind: 'info_requested',
      text: 'Please send a photo of the box.',
      photos: [],
      amount: null,
      reasonCode: null,
    },
  ],
};

describe('CaseCard', () => {
  it('shows each step in words with support’s question, and the reply form while support waits', () => {
    renderEn(<CaseCard item={base} onChanged={() => undefined} />);
    const steps = [...screen.getByTestId('case-3').querySelectorAll<HTMLElement>(':scope > li')];
    expect(steps.map((s) => s.getAttribute('data-kind'))).toEqual(['opened', 'info_requested']);
    expect(steps[0]!.textContent).toContain(t.step.opened);
    expect(steps[0]!.textContent).toContain('The lid is cracked.');
    expect(within(steps[0]!).getByRole('button', { name: 'Photo 1' })).toBeTruthy();
    expect(steps[1]!.textContent).toContain('Please send a photo of the box.');
    expect(screen.getByText(t.status.info_requested)).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.replyTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.replySubmit })).toBeTruthy();
  });

  it('says a refund’s amount and a closing’s reason in words; no reply form once closed', () => {
    const refunded: AfterSaleCase = {
      ...base,
      status: 'refunded',
      refunded: 1250,
      events: [
        ...base.events,
        {
          id: 3,
          at: '2026-12-01T09:00:00.000Z',
          actor: 'support',
          kind: 'refunded',
          text: null,
          photos: [],
          amount: 1250,
          reasonCode: null,
        },
      ],
    };
    const view = renderEn(<CaseCard item={refunded} onChanged={() => undefined} />);
    expect(screen.getByTestId('refund-amount').textContent).toBe('CN¥12.50');
    expect(screen.queryByRole('button', { name: t.replySubmit })).toBeNull();
    view.unmount();
    const rejected: AfterSaleCase = {
      ...base,
      status: 'rejected',
      events: [
        ...base.events,
        {
          id: 3,
          at: '2026-12-01T09:00:00.000Z',
          actor: 'support',
          kind: 'rejected',
          text: null,
          photos: [],
          amount: null,
          reasonCode: 'item_as_described',
        },
      ],
    };
    renderEn(<CaseCard item={rejected} onChanged={() => undefined} />);
    expect(screen.getByTestId('rejection-reason').textContent).toBe(t.rejection.item_as_described);
    expect(screen.getByText(t.status.rejected)).toBeTruthy();
  });
});

describe('OpenRequestForm', () => {
  it('offers the three kinds as radio buttons and counts the text against the limit', () => {
    renderEn(<OpenRequestForm orderId={9} again={false} onOpened={() => undefined} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['not_received', 'damaged', 'not_as_described']);
    expect(screen.getByRole('radio', { name: t.kind.damaged })).toBeTruthy();
    const text = screen.getByLabelText(t.textLabel);
    expect(screen.getByTestId('char-count').textContent).toBe('0 / 1,000');
    fireEvent.change(text, { target: { value: 'Cracked' } });
    expect(screen.getByTestId('char-count').textContent).toBe('7 / 1,000');
    expect(text.getAttribute('maxlength')).toBe('1000');
  });

  it('says a missing kind and text under their fields, translated, and sends nothing', async () => {
    renderEn(<OpenRequestForm orderId={9} again={false} onOpened={() => undefined} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
      await Promise.resolve();
    });
    const errors = screen.getAllByTestId('field-error').map((e) => e.textContent);
    expect(errors).toEqual([en.rules.one_of, en.rules.required]);
    expect(screen.getByTestId('after-sale-kind').getAttribute('aria-describedby')).toBeTruthy();
    expect(trigger).not.toHaveBeenCalled();
  });

  it('sends the order, the kind, the trimmed text and no photos', async () => {
    const opened = vi.fn();
    renderEn(<OpenRequestForm orderId={9} again={false} onOpened={opened} />);
    fireEvent.click(screen.getByRole('radio', { name: t.kind.not_received }));
    fireEvent.change(screen.getByLabelText(t.textLabel), { target: { value: '  Never arrived.  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
      await Promise.resolve();
    });
    expect(trigger).toHaveBeenCalledTimes(1);
    expect(trigger.mock.calls[0]![0]).toEqual({ orderId: 9, kind: 'not_received', text: 'Never arrived.', photos: [] });
    expect(opened).toHaveBeenCalled();
  });
});

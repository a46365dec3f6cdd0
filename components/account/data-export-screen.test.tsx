// @vitest-environment happy-dom
// Download my data: the screen's refusals are said next to the button, in words (not the
// server's), and a spent or expired download goes back to Prepare instead of offering a dead link.
// The server side of each refusal is server/account/data-export.test.ts; the whole path in
// Chromium is e2e/data-export.spec.ts.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client/api-error';
import { configureApi } from '@/lib/api/client/config';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { DataExportScreen } from './data-export-screen';

const answers: Record<string, () => Promise<unknown>> = {};
vi.mock('@/lib/api/hooks/use-mutation', () => ({
  useApiMutation: (name: string) => ({ isMutating: false, trigger: () => answers[name]!() }),
}));
const saved: unknown[] = [];
vi.mock('./data-export-file', () => ({
  saveDataExport: (doc: unknown) => saved.push(doc),
  dataExportFileName: () => 'gavel-my-data-2026-12-02.json',
}));

const t = en.dataExport;
const refusal = (reason: 'rate_limited' | 'export_used' | 'export_expired', retryAfter?: number) =>
  new ApiError({
    code: reason === 'rate_limited' ? 429 : 410,
    message: 'server words',
    shown: false,
    reason,
    retryAfter,
  });
const ticket = { token: 'x'.repeat(43), expiresAt: '2026-12-02T04:05:00.000Z', nextAt: '2026-12-02T04:10:00.000Z' };
const click = (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(() => {
  saved.length = 0;
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore(),
    toast: () => undefined,
    translate: (k) => k,
    onLoginRequired: () => undefined,
  });
});
afterEach(cleanup);

describe('DataExportScreen', () => {
  it('prepares, downloads once, and then offers Prepare again, not the spent link', async () => {
    answers.RequestDataExport = () => Promise.resolve(ticket);
    answers.DownloadDataExport = () => Promise.resolve({ version: 1, generatedAt: '2026-12-02T04:00:00.000Z' });
    renderEn(<DataExportScreen />);
    await click('data-export-prepare');
    expect(screen.getByTestId('data-export-ready').textContent).toBe(t.ready.replace('{valid}', '5'));
    await click('data-export-download');
    expect(saved).toHaveLength(1);
    expect(screen.getByTestId('data-export-saved').textContent).toContain('gavel-my-data-2026-12-02.json');
    expect(screen.queryByTestId('data-export-download')).toBeNull();
    expect(screen.getByTestId('data-export-prepare')).toBeTruthy();
  });

  it('asked again too soon: says in how many minutes, from Retry-After', async () => {
    answers.RequestDataExport = () => Promise.reject(refusal('rate_limited', 421));
    renderEn(<DataExportScreen />);
    await click('data-export-prepare');
    expect(screen.getByRole('alert').textContent).toBe(
      'You prepared a file a moment ago. You can prepare a new one in 8 minutes.',
    );
  });

  it.each(['export_used', 'export_expired'] as const)(
    '%s: the reason in words, and back to Prepare',
    async (reason) => {
      answers.RequestDataExport = () => Promise.resolve(ticket);
      answers.DownloadDataExport = () => Promise.reject(refusal(reason));
      renderEn(<DataExportScreen />);
      await click('data-export-prepare');
      await click('data-export-download');
      expect(screen.getByRole('alert').textContent).toBe(en.reasons[reason]);
      expect(screen.queryByTestId('data-export-download')).toBeNull();
      expect(saved).toHaveLength(0);
    },
  );
});

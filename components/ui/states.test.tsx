// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client/api-error';
import en from '@/messages/en.json';
import { CallView } from './call-view';
import { SkeletonGroup } from './skeleton';
import { EmptyState, ErrorState } from './states';
import { renderEn } from './test-utils';

afterEach(cleanup);

const skeleton = <SkeletonGroup label="Loading items">…</SkeletonGroup>;
const view = (call: Parameters<typeof CallView<string[] | null>>[0]['call']) =>
  renderEn(
    <CallView call={call} skeleton={skeleton} empty={<EmptyState title="Nothing yet" />}>
      {(data) => <p>items: {data?.join(',')}</p>}
    </CallView>,
  );

describe('CallView', () => {
  it('shows the skeleton while the first answer is awaited', () => {
    view({ data: undefined, error: undefined, isLoading: true, refresh: vi.fn() });
    expect(screen.getByRole('status').textContent).toContain('Loading items');
    expect(screen.queryByText(/items:/)).toBeNull();
  });

  it('shows the translated reason with Retry, and Retry refreshes', () => {
    const refresh = vi.fn();
    const error = new ApiError({ code: 5, message: 'x', key: 'errors.network', shown: false });
    view({ data: undefined, error, isLoading: false, refresh });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(en.errors.network);
    fireEvent.click(screen.getByRole('button', { name: en.ui.retry }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty answer, the content otherwise', () => {
    const { unmount } = view({ data: [], error: undefined, isLoading: false, refresh: vi.fn() });
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeTruthy();
    unmount();
    view({ data: ['a', 'b'], error: undefined, isLoading: false, refresh: vi.fn() });
    expect(screen.getByText('items: a,b')).toBeTruthy();
  });

  it('keeps data on screen when a background refresh fails', () => {
    const error = new ApiError({ code: 5, message: 'x', key: 'errors.network', shown: false });
    view({ data: ['a'], error, isLoading: false, refresh: vi.fn() });
    expect(screen.getByText('items: a')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ErrorState', () => {
  it('says a refusal by its reason, in the reader’s language', () => {
    const error = new ApiError({
      code: 422,
      message: 'server-side English text',
      reason: 'insufficient_balance',
      shown: true,
    });
    renderEn(<ErrorState error={error} />);
    expect(screen.getByRole('alert').textContent).toContain(en.reasons.insufficient_balance);
    expect(screen.getByRole('alert').textContent).not.toContain('server-side English text');
  });
});

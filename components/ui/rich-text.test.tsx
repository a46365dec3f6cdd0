// @vitest-environment jsdom
// (jsdom: DOMPurify needs a faithful DOM; on happy-dom it drops everything, see lib/format/sanitize-html.test.ts)
import { cleanup, screen } from '@testing-library/react';
import { renderEn as render } from './test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSanitizer } from '@/lib/format/use-sanitizer';
import { RichText } from './rich-text';

afterEach(cleanup);
// DOMPurify loads on demand in the app; loaded once here, so every render sanitises at once.
beforeAll(() => loadSanitizer());

describe('RichText', () => {
  it('renders the server’s formatting', () => {
    render(<RichText html="<h2>Rules</h2><p>Read <strong>carefully</strong>.</p>" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeTruthy();
    expect(screen.getByText('carefully').tagName).toBe('STRONG');
  });

  it('strips scripts and event handlers, keeping the harmless rest', () => {
    const { container } = render(
      <RichText
        html={
          '<p>safe</p><script>window.pwned = 1</script><img src="/uploads/x.png" alt="x" onerror="window.pwned = 2"><a href="javascript:alert(1)" onclick="x()">bad link</a>'
        }
      />,
    );
    const root = screen.getByTestId('rich-text');
    expect(container.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|javascript:|pwned/);
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/uploads/x.png');
    expect(screen.getByText('bad link').getAttribute('href')).toBeNull();
    expect(screen.getByText('safe')).toBeTruthy();
  });

  it('opens links in a new tab with rel="noopener noreferrer"', () => {
    render(<RichText html={'<a href="https://example.com/rules">rules</a>'} />);
    const link = screen.getByRole('link', { name: 'rules' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('RichText before DOMPurify has loaded', () => {
  it('never shows the raw HTML: the first render is a placeholder', async () => {
    vi.resetModules();
    const fresh = await import('./rich-text');
    const { container } = render(<fresh.RichText html={'<p>later</p><img src=x onerror="window.pwned=1">'} />);
    expect(container.innerHTML).not.toMatch(/onerror|later/);
    expect(screen.getByTestId('rich-text-pending')).toBeTruthy();
    expect((await screen.findByText('later')).tagName).toBe('P');
  });
});

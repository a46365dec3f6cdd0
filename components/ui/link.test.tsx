// @vitest-environment happy-dom
// The kit's link asks Next to prefetch only once the user shows intent (pointer down, hover,
// keyboard focus), and still passes the screen's own handlers through.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';

// Next's <Link> stand-in: records the prefetch it was given on each render.
const seen: unknown[] = [];
vi.mock('next/link', () => ({
  default: ({ prefetch, children, ...rest }: { prefetch?: unknown; children: ReactNode; href: string }) => {
    seen.push(prefetch);
    return <a {...rest}>{children}</a>;
  },
}));

afterEach(() => {
  cleanup();
  seen.length = 0;
});

describe('Link', () => {
  it.each([
    ['a finger or pointer coming down', (el: HTMLElement) => fireEvent.pointerDown(el)],
    ['the mouse resting on it', (el: HTMLElement) => fireEvent.mouseEnter(el)],
    ['keyboard focus', (el: HTMLElement) => fireEvent.focus(el)],
  ])('prefetches nothing until %s, then what Next does by default', (_name, intent) => {
    render(<Link href="/en/goods/">Goods</Link>);
    expect(seen.at(-1)).toBe(false);
    intent(screen.getByRole('link', { name: 'Goods' }));
    expect(seen.at(-1)).toBeNull();
  });

  it('keeps the handlers the screen gave it', () => {
    const onPointerDown = vi.fn();
    const onFocus = vi.fn();
    render(
      <Link href="/en/goods/" onPointerDown={onPointerDown} onFocus={onFocus}>
        Goods
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Goods' });
    fireEvent.pointerDown(link);
    fireEvent.focus(link);
    expect(onPointerDown).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});

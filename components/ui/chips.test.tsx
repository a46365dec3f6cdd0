// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Chips, scrollToShow } from './chips';

afterEach(cleanup);

describe('Chips', () => {
  it("marks a chip's text with its content language, and leaves interface labels unmarked", () => {
    render(
      <Chips
        label="Types"
        value={0}
        onChange={() => undefined}
        options={[
          { value: 0, label: 'All' },
          { value: 1, label: '书画', lang: 'zh-CN' },
          { value: 2, label: 'Porcelain', lang: 'en' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: '书画' }).getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByRole('button', { name: 'Porcelain' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'All' }).hasAttribute('lang')).toBe(false);
  });
});

describe('scrollToShow', () => {
  const row = { scrollLeft: 0, clientWidth: 390 };

  it('leaves a chip that is already in view', () => {
    expect(scrollToShow(row, { offsetLeft: 100, offsetWidth: 80 })).toBeNull();
  });

  it('centres a chip beyond the right edge', () => {
    expect(scrollToShow(row, { offsetLeft: 700, offsetWidth: 100 })).toBe(555);
  });

  it('brings back a chip left of the view, never below 0', () => {
    expect(scrollToShow({ scrollLeft: 500, clientWidth: 390 }, { offsetLeft: 16, offsetWidth: 60 })).toBe(0);
    expect(scrollToShow({ scrollLeft: 900, clientWidth: 390 }, { offsetLeft: 400, offsetWidth: 100 })).toBe(255);
  });

  it('shows a chip cut by the right edge', () => {
    expect(scrollToShow(row, { offsetLeft: 350, offsetWidth: 100 })).toBe(205);
  });
});

import { describe, expect, it } from 'vitest';
import { scrollToShow } from './chips';

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

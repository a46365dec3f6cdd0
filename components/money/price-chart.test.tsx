// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { PriceChart, type PricePoint } from './price-chart';

afterEach(cleanup);

const points: PricePoint[] = [
  { date: '2026-11-20', average: 10_000, high: 12_000, low: 9_000, volume: 3 },
  { date: '2026-11-21', average: 11_000, high: 11_500, low: 10_500, volume: 5 },
  { date: '2026-11-22', average: 9_500, high: 10_000, low: 8_000, volume: 2 },
  { date: '2026-11-23', average: 12_500, high: 13_000, low: 12_000, volume: 7 },
];

describe('PriceChart', () => {
  it('draws one point per day of the data given, the latest one chosen', () => {
    const { container } = renderEn(<PriceChart name="Jade" points={points} />);
    const dots = container.querySelectorAll('[data-testid="chart-point"]');
    expect(dots).toHaveLength(4);
    // Higher averages sit higher on the chart (smaller y).
    const ys = [...dots].map((d) => Number(d.getAttribute('cy')));
    expect(ys[3]).toBeLessThan(ys[1]!);
    expect(ys[1]).toBeLessThan(ys[0]!);
    expect(ys[0]).toBeLessThan(ys[2]!);
    expect(screen.getByTestId('chart-readout').textContent).toBe(
      'Nov 23, 2026: average CN¥125.00, high CN¥130.00, low CN¥120.00, 7 sold',
    );
  });

  it('moves between days with the arrow keys, Home and End', () => {
    renderEn(<PriceChart name="Jade" points={points} />);
    const slider = screen.getByRole('slider', { name: 'Jade price by day' });
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByTestId('chart-readout').textContent).toContain('Nov 22, 2026: average CN¥95.00');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuetext')).toContain('Nov 23, 2026');
  });

  it('offers the same figures as a table', () => {
    renderEn(<PriceChart name="Jade" points={points} />);
    expect(screen.getByText(en.wallet.chartTable)).toBeTruthy();
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(5); // header + 4 days
    expect(rows[1]!.textContent).toBe('Nov 20, 2026CN¥100.00CN¥120.00CN¥90.003');
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Average', 'High', 'Low', 'Sold']);
  });

  it('says so when there is no data', () => {
    renderEn(<PriceChart name="Jade" points={[]} />);
    expect(screen.getByText(en.wallet.chartEmpty)).toBeTruthy();
  });
});

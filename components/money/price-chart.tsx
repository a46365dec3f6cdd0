'use client';
// The token price chart, drawn by hand in SVG (no chart library): average price per day as a
// line with the day's low–high range as a band, money ticks on the left, dates underneath.
// Inspect a day by touch or mouse (the nearest day), or with the arrow keys (the chart is a
// slider over the days); the chosen day's figures are read out. The same data is offered as a
// table. Loaded lazily by the token wallet screen.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CallResult } from '@/lib/api/registry';
import { DEFAULT_CURRENCY, formatMoney, minorDigits } from '@/lib/format';
import { nearestIndex, niceTicks } from './chart-scale';
import styles from './price-chart.module.css';

export type PricePoint = CallResult<'GetTzPriceData'>['series'][number]['points'][number];

const W = 360;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 52 };

export function PriceChart({ name, points }: { name: string; points: readonly PricePoint[] }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const id = useId();
  const [active, setActive] = useState(points.length - 1);
  const index = Math.min(Math.max(active, 0), points.length - 1);
  const money = (minor: number) => formatMoney(minor, locale);
  // Axis labels: whole units with the narrow symbol (¥230), so they fit beside the chart.
  const axisMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: DEFAULT_CURRENCY,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const tickText = (minor: number) => axisMoney.format(minor / 10 ** minorDigits());
  const dayLabel = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale);
  const day = (p: PricePoint) => new Date(`${p.date}T00:00:00Z`);

  if (points.length === 0) return <p className={styles.none}>{t('chartEmpty')}</p>;

  const ticks = niceTicks(Math.min(...points.map((p) => p.low)), Math.max(...points.map((p) => p.high)));
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;
  const left = PAD.left;
  const right = W - PAD.right;
  const x = (i: number) =>
    points.length === 1 ? (left + right) / 2 : left + ((right - left) * i) / (points.length - 1);
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - (v - lo) / (hi - lo || 1));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.average).toFixed(1)}`).join(' ');
  const band =
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.high).toFixed(1)}`).join(' ') +
    ' ' +
    [...points]
      .map((p, i) => ({ p, i }))
      .reverse()
      .map(({ p, i }) => `L${x(i).toFixed(1)},${y(p.low).toFixed(1)}`)
      .join(' ') +
    ' Z';
  const xTicks = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  const current = points[index] ?? points[points.length - 1]!;
  const summary = t('chartPoint', {
    date: fullDay.format(day(current)),
    average: money(current.average),
    high: money(current.high),
    low: money(current.low),
    volume: current.volume, // a count: the message formats it and chooses the plural
  });

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    setActive(nearestIndex(((event.clientX - box.left) / box.width) * W, left, right, points.length));
  };
  const keys = (event: KeyboardEvent) => {
    const last = points.length - 1;
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? index - 1
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === 'PageDown'
                ? index - 7
                : event.key === 'PageUp'
                  ? index + 7
                  : null;
    if (next === null) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{t('chartCaption', { name })}</figcaption>
      <p className={styles.readout} aria-live="polite" data-testid="chart-readout">
        {summary}
      </p>
      <div
        className={styles.slider}
        role="slider"
        tabIndex={0}
        aria-label={t('chartInspect', { name })}
        aria-valuemin={0}
        aria-valuemax={points.length - 1}
        aria-valuenow={index}
        aria-valuetext={summary}
        aria-describedby={`${id}-help`}
        onKeyDown={keys}
      >
        <svg
          className={styles.svg}
          viewBox={`0 0 ${W} ${H}`}
          aria-hidden="true"
          onPointerDown={pick}
          onPointerMove={(event) => {
            if (event.pointerType === 'mouse' || event.buttons > 0) pick(event);
          }}
        >
          {ticks.map((v) => (
            <g key={v}>
              <line className={styles.grid} x1={left} x2={right} y1={y(v)} y2={y(v)} />
              <text className={styles.tick} x={left - 6} y={y(v)} textAnchor="end" dominantBaseline="middle">
                {tickText(v)}
              </text>
            </g>
          ))}
          <line className={styles.axis} x1={left} x2={left} y1={PAD.top} y2={H - PAD.bottom} />
          <line className={styles.axis} x1={left} x2={right} y1={H - PAD.bottom} y2={H - PAD.bottom} />
          {xTicks.map((i) => (
            <text
              key={i}
              className={styles.tick}
              x={x(i)}
              y={H - PAD.bottom + 16}
              textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
            >
              {dayLabel.format(day(points[i]!))}
            </text>
          ))}
          <path className={styles.band} d={band} />
          <path className={styles.line} d={line} />
          <line className={styles.cursor} x1={x(index)} x2={x(index)} y1={PAD.top} y2={H - PAD.bottom} />
          {points.map((p, i) => (
            <circle
              key={p.date}
              data-testid="chart-point"
              className={i === index ? styles.pointActive : styles.point}
              cx={x(i)}
              cy={y(p.average)}
              r={i === index ? 5 : 3}
            />
          ))}
        </svg>
      </div>
      <p id={`${id}-help`} className={styles.help}>
        {t('chartHelp')}
      </p>
      <details className={styles.details}>
        <summary className={styles.summary}>{t('chartTable')}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('chartCaption', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colDate')}</th>
                <th scope="col">{t('colAverage')}</th>
                <th scope="col">{t('colHigh')}</th>
                <th scope="col">{t('colLow')}</th>
                <th scope="col">{t('colVolume')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{fullDay.format(day(p))}</th>
                  <td>{money(p.average)}</td>
                  <td>{money(p.high)}</td>
                  <td>{money(p.low)}</td>
                  <td>{number.format(p.volume)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export default PriceChart;

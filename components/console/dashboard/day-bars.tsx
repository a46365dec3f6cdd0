'use client';
// One series of the dashboard as 30 bars, drawn by hand in SVG (no chart library: the console's
// bundle stays as it is, and the buyer's app never loads it). The picture is for the eye; its
// label says the total and the busiest day, and the table under the charts has every number.
import styles from './dashboard.module.css';

export interface DayBarsProps {
  /** One value per day, oldest first. */
  values: readonly number[];
  /** What a reader of the picture is told instead (role="img"). */
  label: string;
}

const W = 300;
const H = 64;
const GAP = 2;

export function DayBars({ values, label }: DayBarsProps) {
  const max = Math.max(0, ...values);
  const step = W / Math.max(1, values.length);
  return (
    <svg className={styles.bars} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={label}>
      <line x1={0} y1={H - 0.5} x2={W} y2={H - 0.5} className={styles.axis} />
      {values.map((v, i) => {
        // A day with anything at all stays visible (2 units), however small next to the busiest.
        const h = max === 0 || v === 0 ? 0 : Math.max(2, (v / max) * (H - 4));
        return (
          <rect
            key={i}
            x={i * step + GAP / 2}
            y={H - h}
            width={Math.max(1, step - GAP)}
            height={h}
            className={i === values.length - 1 ? styles.today : styles.bar}
          />
        );
      })}
    </svg>
  );
}

// Scales for the hand-drawn price chart: "nice" round ticks for the money axis.

/** Round tick values covering [min, max] (about `count` of them), in the same units. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max < min) [min, max] = [max, min];
  if (max === min) {
    const pad = Math.max(1, Math.abs(max) * 0.1);
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/** The index of the point nearest to x, for n points spread evenly from left to right. */
export function nearestIndex(x: number, left: number, right: number, n: number): number {
  if (n <= 1) return 0;
  const step = (right - left) / (n - 1);
  return Math.min(n - 1, Math.max(0, Math.round((x - left) / step)));
}

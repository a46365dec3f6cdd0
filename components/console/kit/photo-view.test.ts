// The viewer's arithmetic (issue 42 #2): a 1080 × 2340 phone screenshot opens whole on a
// 1280 × 740 stage, zooms where the pointer is, pans only over the photo, and turns.
import { describe, expect, it } from 'vitest';
import { FITTED, clampView, fitScale, maxZoom, panBy, photoTransform, rotate, scaleOf, zoomAt } from './photo-view';

const tall = { width: 1080, height: 2340 };
const stage = { width: 1280, height: 740 };

describe('the photo viewer’s view', () => {
  it('fits a tall screenshot whole: its height is the stage’s, never enlarged past its own size', () => {
    const fit = fitScale(tall, stage);
    expect(fit).toBeCloseTo(740 / 2340);
    expect(2340 * fit).toBeCloseTo(740);
    expect(1080 * fit).toBeLessThan(1280);
    // A small photo opens at its own size.
    expect(fitScale({ width: 300, height: 200 }, stage)).toBe(1);
    // Turned a quarter, the long side lies along the width.
    expect(fitScale(tall, stage, 1)).toBeCloseTo(1280 / 2340);
  });

  it('zooms in up to four screen pixels per photo pixel, and out no further than fitted', () => {
    let v = FITTED;
    for (let i = 0; i < 40; i += 1) v = zoomAt(v, 1.5, tall, stage);
    expect(scaleOf(v, tall, stage)).toBeCloseTo(4);
    expect(v.zoom).toBeCloseTo(maxZoom(tall, stage));
    for (let i = 0; i < 40; i += 1) v = zoomAt(v, 1 / 1.5, tall, stage);
    expect(v).toEqual(FITTED);
  });

  it('keeps the point under the pointer where it is when zooming there', () => {
    // At 6× the photo is wider and taller than the stage: nothing is clamped.
    const at = { x: 50, y: 300 };
    const v = zoomAt(FITTED, 6, tall, stage, at);
    expect(v.zoom).toBe(6);
    const s0 = scaleOf(FITTED, tall, stage);
    const s1 = scaleOf(v, tall, stage);
    // The photo point under `at` before and after (photo coordinates from its centre).
    expect((at.x - v.x) / s1).toBeCloseTo((at.x - FITTED.x) / s0);
    expect((at.y - v.y) / s1).toBeCloseTo((at.y - FITTED.y) / s0);
  });

  it('pans only while there is more photo on that side: the bottom of the receipt is reachable, no further', () => {
    const zoomed = zoomAt(FITTED, 4, tall, stage);
    const s = scaleOf(zoomed, tall, stage);
    const down = panBy(zoomed, 0, -100_000, tall, stage);
    // The photo's bottom edge sits on the stage's bottom edge.
    expect(down.y).toBeCloseTo(-(2340 * s - 740) / 2);
    expect(down.y + (2340 * s) / 2).toBeCloseTo(740 / 2);
    // Fitted, nothing to pan: it stays centred.
    expect(panBy(FITTED, 50, -80, tall, stage)).toEqual(FITTED);
    // Narrower than the stage at this zoom: centred across.
    expect(clampView({ ...zoomed, x: 500 }, tall, stage).x).toBe(Math.min(500, Math.max(0, (1080 * s - 1280) / 2)));
  });

  it('turns a quarter at a time, back to upright after four, and says so in the transform', () => {
    let v = zoomAt(FITTED, 2, tall, stage, { x: 200, y: 200 });
    v = rotate(v, tall, stage);
    expect(v.turns).toBe(1);
    expect([v.x, v.y]).toEqual([0, 0]);
    expect(photoTransform(v, tall, stage)).toContain('rotate(90deg)');
    for (let i = 0; i < 3; i += 1) v = rotate(v, tall, stage);
    expect(v.turns).toBe(0);
    expect(photoTransform(FITTED, tall, stage)).toBe(
      `translate(0px, 0px) rotate(0deg) scale(${Math.floor((740 / 2340) * 1e4) / 1e4})`,
    );
  });
});

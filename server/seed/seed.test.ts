import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { DEMO_BUYER, runSeed } from '.';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

describe('first-start seed', () => {
  it('creates the demo buyer, who can log in with the printed password', async () => {
    const r = await h.api('login', { phone: DEMO_BUYER.phone, password: DEMO_BUYER.password });
    expect(r.status).toBe(200);
  });

  it('runs only once', async () => {
    expect(await runSeed(h.app.ctx.db, h.config, new Date())).toEqual([]);
    const notices = await h.api('GetNotice', {});
    expect(notices.body.result).toHaveLength(2);
  });

  it('gives every demo item several photos and every type an icon, as real image files in DATA_DIR/uploads', async () => {
    const file = (url: string) => path.join(h.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
    const list = await h.api('getProductList', { page: 1, pageSize: 50 });
    const items = list.body.result.items;
    expect(items.length).toBeGreaterThanOrEqual(12);
    for (const item of items) {
      expect(item.images.length).toBeGreaterThanOrEqual(3);
      for (const image of item.images) {
        expect(statSync(file(image.url)).size).toBeGreaterThan(1000);
        expect(existsSync(file(image.thumb))).toBe(true);
      }
    }
    const first = items[0]?.images[0];
    if (!first) throw new Error('no image');
    expect(await sharp(file(first.thumb)).metadata()).toMatchObject({ format: 'webp', width: 320 });
    const types = await h.api('GetProductTypeList', {});
    expect(types.body.result.length).toBeGreaterThanOrEqual(4);
    for (const type of types.body.result) {
      expect(type.icon).toMatch(/^\/uploads\/seed\/.+\.webp$/);
      expect(existsSync(file(type.icon ?? ''))).toBe(true);
    }
  });
});

// Item 5 of issue 21: EXIF and other metadata stayed in public originals (GPS, artist,
// description of a chat photo). Every stored image is re-encoded without metadata, its EXIF
// orientation applied to the pixels — on every path in: uploadImages, the storage host, and
// the private files (identity photos, receipts) that are moved out of those.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { STORAGE_UPLOAD_PATH } from '@/lib/api/schemas/upload';
import { createHarness, multipartBody, type Harness, type TestUser } from '../test/harness';

let h: Harness;
let u: TestUser;
beforeAll(async () => {
  h = await createHarness();
  u = await h.registerUser();
});
afterAll(() => h.close());

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/**
 * A 40x20 photo, red on the left and blue on the right, carrying an Artist, an ImageDescription,
 * a GPS position and Orientation 6 (the camera was turned: show it rotated 90° clockwise).
 */
async function taggedPhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const half = (background: typeof RED) =>
    sharp({ create: { width: 20, height: 20, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: RED } })
    .composite([{ input: await half(BLUE), left: 20, top: 0 }])
    .withExif({
      IFD0: { Artist: 'Jane Doe Secret', ImageDescription: 'my home at 12 Rue X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 40/1' },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

/** The colour at (x, y), each channel rounded to 0 or 255 (lossy formats blur a little). */
async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  const level = (v: number | undefined) => ((v ?? 0) > 127 ? 255 : 0);
  return { r: level(data[i]), g: level(data[i + 1]), b: level(data[i + 2]) };
}

async function expectClean(served: Buffer, format: string) {
  const meta = await sharp(served).metadata();
  expect(meta.format).toBe(format);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  for (const secret of ['Jane Doe', '12 Rue X', 'Exif', 'GPS']) expect(served.includes(secret)).toBe(false);
  // Rotated 90° clockwise: 20 wide, 40 high, the left (red) half now on top.
  expect([meta.width, meta.height]).toEqual([20, 40]);
  expect(await colourAt(served, 10, 8)).toEqual(RED);
  expect(await colourAt(served, 10, 31)).toEqual(BLUE);
}

async function uploadImages(data: Buffer, filename: string) {
  const { payload, headers } = multipartBody({}, { filename, type: 'image/jpeg', data });
  const r = await h.app.inject({
    method: 'POST',
    url: calls.uploadImages.path,
    payload,
    headers: { ...headers, authorization: `Bearer ${u.accessToken}` },
  });
  expect(r.statusCode).toBe(200);
  return r.json<{ result: { url: string; thumb: string; size: number } }>().result;
}

const get = (url: string) => h.app.inject({ method: 'GET', url });

describe('stored images carry no metadata', () => {
  it('the test photo really carries the tags (so the checks below can fail)', async () => {
    const meta = await sharp(await taggedPhoto('jpeg')).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes('Jane Doe Secret')).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order, and the description.
    const gps = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])].some((tag) => meta.exif?.includes(tag));
    expect(gps).toBe(true);
    expect(meta.exif?.includes('my home at 12 Rue X')).toBe(true);
  });

  for (const [format, ext] of [
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
  ] as const) {
    it(`uploadImages (${format}): the original and its thumbnail are upright and tagless`, async () => {
      const stored = await uploadImages(await taggedPhoto(format), `photo.${ext}`);
      const original = await get(stored.url);
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.length).toBe(stored.size);
      await expectClean(original.rawPayload, format);
      const thumb = await get(stored.thumb);
      await expectClean(thumb.rawPayload, 'webp');
    });
  }

  it('an animated GIF keeps its frames', async () => {
    const frames = await Promise.all(
      ['#00f', '#f00'].map((background) =>
        sharp({ create: { width: 10, height: 10, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const stored = await uploadImages(gif, 'moving.gif');
    const meta = await sharp((await get(stored.url)).rawPayload, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', pages: 2, width: 10, pageHeight: 10 });
  });

  it('the storage host (storageAuth then storageUpload)', async () => {
    const auth = await h.api('storageAuth', { filename: 'chat.jpg' }, { token: u.accessToken });
    expect(auth.status).toBe(200);
    const { payload, headers } = multipartBody(
      { key: auth.body.result.params.key },
      { filename: 'chat.jpg', type: 'image/jpeg', data: await taggedPhoto('jpeg') },
    );
    const r = await h.app.inject({ method: 'POST', url: STORAGE_UPLOAD_PATH, payload, headers });
    expect(r.statusCode).toBe(200);
    const url = r.json<{ data: { url: string } }>().data.url;
    await expectClean((await get(url)).rawPayload, 'jpeg');
  });

  it('an identity photo, once private, is served through its signed URL upright and tagless', async () => {
    const front = await uploadImages(await taggedPhoto('jpeg'), 'id.jpg');
    const r = await h.api(
      'submitIdentity',
      { realName: 'Li Wei', idNumber: '44030519900101123X', frontImage: front.url },
      { token: u.accessToken },
    );
    expect(r.status).toBe(200);
    const served = await get(r.body.result.frontImage);
    expect(served.statusCode).toBe(200);
    await expectClean(served.rawPayload, 'jpeg');
  });
});

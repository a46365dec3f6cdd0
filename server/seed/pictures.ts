// Pictures for the demo shop, drawn at seed time (nothing is downloaded): each item gets three
// photos of its object (a studio shot, a close-up, the object on a table) and each product type an
// icon. Plain SVG rendered by sharp to small WebP files (600 px photos, 320 px thumbnails, the size
// real uploads get) in DATA_DIR/uploads/seed, served at /uploads/seed/ like any upload. All are
// rendered concurrently (sharp works on libuv's thread pool) so the first start stays quick
// (docs/decisions.md, "Demo pictures").
import path from 'node:path';
import sharp from 'sharp';
import { THUMB_WIDTH } from '../uploads';

export type Shape =
  'scroll' | 'vase' | 'pendant' | 'bowl' | 'cake' | 'teapot' | 'inkstone' | 'bangle' | 'leaves' | 'paper' | 'cups';

export type TypeIcon = 'brush' | 'vase' | 'ring' | 'cup';

const PHOTO = 600;

/** The object, drawn in a 600 × 600 box centred on (300, 300), in its colour `c`. */
function object(shape: Shape, c: string): string {
  const gloss = `fill="#ffffff" fill-opacity="0.22"`;
  switch (shape) {
    case 'vase':
      return (
        `<path d="M262 120h76v34q-8 22-2 44q96 58 86 172q-10 96-80 118h-84q-70-22-80-118q-10-114 86-172q6-22-2-44z" fill="${c}"/>` +
        `<path d="M214 330h172v26H214zM226 420h148v18H226z" fill="#ffffff" fill-opacity="0.85"/>` +
        `<circle cx="300" cy="382" r="26" fill="none" stroke="#ffffff" stroke-width="8" stroke-opacity="0.85"/>` +
        `<path d="M250 220q-30 60-26 150" stroke="#ffffff" stroke-opacity="0.3" stroke-width="14" fill="none" stroke-linecap="round"/>`
      );
    case 'bowl':
      return (
        `<path d="M130 270h340q-14 150-170 170q-156-20-170-170z" fill="${c}"/>` +
        `<ellipse cx="300" cy="270" rx="170" ry="30" fill="${c}"/><ellipse cx="300" cy="270" rx="150" ry="22" fill="#000000" fill-opacity="0.25"/>` +
        `<rect x="250" y="432" width="100" height="26" rx="6" fill="${c}"/>` +
        `<path d="M170 300q20 80 90 110" stroke="#ffffff" stroke-opacity="0.3" stroke-width="12" fill="none" stroke-linecap="round"/>`
      );
    case 'teapot':
      return (
        `<path d="M170 300q-70-40-80-110q40 20 90 70z" fill="${c}"/>` +
        `<path d="M420 250q90-10 80 80q-6 50-70 60" stroke="${c}" stroke-width="26" fill="none"/>` +
        `<ellipse cx="300" cy="330" rx="140" ry="110" fill="${c}"/>` +
        `<ellipse cx="300" cy="222" rx="70" ry="18" fill="${c}"/><circle cx="300" cy="196" r="18" fill="${c}"/>` +
        `<ellipse cx="250" cy="300" rx="50" ry="70" ${gloss}/>`
      );
    case 'scroll':
      return (
        `<rect x="200" y="100" width="200" height="400" fill="#f3ead8"/>` +
        `<rect x="186" y="86" width="228" height="22" rx="10" fill="${c}"/><rect x="186" y="492" width="228" height="22" rx="10" fill="${c}"/>` +
        `<g stroke="#222222" stroke-width="12" stroke-linecap="round" fill="none">` +
        `<path d="M300 150v70M268 180h64M274 260q26 30 52 0M300 250v60M262 350h76M300 330v90M270 400l60 30"/></g>` +
        `<rect x="352" y="440" width="26" height="26" fill="#c0392b"/>`
      );
    case 'pendant':
      return (
        `<path d="M300 90q-40 60-20 130M300 90q40 60 20 130" stroke="#7a4b2a" stroke-width="6" fill="none"/>` +
        `<circle cx="300" cy="340" r="130" fill="${c}"/><circle cx="300" cy="340" r="38" fill="#f4f1ea"/>` +
        `<circle cx="300" cy="340" r="96" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10"/>` +
        `<ellipse cx="250" cy="280" rx="40" ry="24" ${gloss}/>`
      );
    case 'bangle':
      return (
        `<ellipse cx="300" cy="320" rx="170" ry="150" fill="none" stroke="${c}" stroke-width="56"/>` +
        `<path d="M170 250q40-90 140-100" stroke="#ffffff" stroke-opacity="0.3" stroke-width="16" fill="none" stroke-linecap="round"/>`
      );
    case 'cake':
      return (
        `<circle cx="300" cy="310" r="190" fill="#efe4cf"/>` +
        `<circle cx="300" cy="310" r="150" fill="${c}"/>` +
        `<g stroke="#000000" stroke-opacity="0.2" stroke-width="6" fill="none"><path d="M190 260q60-30 120 0t110 10M180 330q70-30 130 0t110 0M200 400q60-20 110 0t90-10"/></g>` +
        `<rect x="250" y="180" width="100" height="70" fill="#c0392b"/><path d="M268 200h64M268 225h64" stroke="#ffffff" stroke-width="6"/>`
      );
    case 'inkstone':
      return (
        `<rect x="140" y="170" width="320" height="280" rx="40" fill="${c}"/>` +
        `<ellipse cx="300" cy="250" rx="100" ry="44" fill="#000000" fill-opacity="0.45"/>` +
        `<rect x="170" y="330" width="260" height="90" rx="20" fill="#000000" fill-opacity="0.2"/>` +
        `<path d="M430 120l-140 300" stroke="#8b5a2b" stroke-width="16" stroke-linecap="round"/><path d="M292 416l-14 40 30-30z" fill="#222222"/>`
      );
    case 'leaves':
      return (
        `<ellipse cx="300" cy="420" rx="200" ry="50" fill="#e9dcc3"/>` +
        Array.from({ length: 14 }, (_, i) => {
          const x = 150 + ((i * 73) % 300);
          const y = 300 + ((i * 47) % 120);
          const r = (i * 37) % 180;
          return `<ellipse cx="${x}" cy="${y}" rx="46" ry="16" transform="rotate(${r} ${x} ${y})" fill="${c}" stroke="#000000" stroke-opacity="0.15" stroke-width="3"/>`;
        }).join('')
      );
    case 'paper':
      return (
        `<rect x="160" y="210" width="300" height="220" fill="#e8dcc0" transform="rotate(-6 310 320)"/>` +
        `<rect x="150" y="200" width="300" height="220" fill="#f6efe0" transform="rotate(3 300 310)"/>` +
        `<rect x="150" y="300" width="300" height="46" fill="${c}" transform="rotate(3 300 310)"/>`
      );
    case 'cups':
      return [170, 300, 430]
        .map(
          (x) =>
            `<path d="M${x - 56} 280h112q-6 90-56 100q-50-10-56-100z" fill="#f7f4ee" stroke="${c}" stroke-width="6"/>` +
            `<ellipse cx="${x}" cy="280" rx="56" ry="12" fill="${c}"/><rect x="${x - 22}" y="378" width="44" height="14" rx="4" fill="#f7f4ee" stroke="${c}" stroke-width="4"/>`,
        )
        .join('');
  }
}

/** Three compositions of one object: studio, close-up, on a table. */
function photoSvg(shape: Shape, colour: string, view: number): string {
  const thing = object(shape, colour);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO}" height="${PHOTO}" viewBox="0 0 600 600">`;
  const shadow = `<ellipse cx="300" cy="480" rx="190" ry="26" fill="#000000" fill-opacity="0.18"/>`;
  if (view === 0) {
    return (
      open +
      `<defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dcd6cc"/></radialGradient></defs>` +
      `<rect width="600" height="600" fill="url(#g)"/>${shadow}${thing}</svg>`
    );
  }
  if (view === 1) {
    return (
      open +
      `<rect width="600" height="600" fill="#efe9df"/><g transform="translate(300 300) scale(1.7) translate(-300 -300)">${thing}</g></svg>`
    );
  }
  return (
    open +
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a3b"/><stop offset="1" stop-color="#5e3b25"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="#3b4a4f"/><rect y="430" width="600" height="170" fill="url(#w)"/>` +
    `<g transform="translate(300 330) scale(0.8) translate(-300 -300)">${shadow}${thing}</g></svg>`
  );
}

const ICONS: Record<TypeIcon, string> = {
  brush:
    `<path d="M66 14 34 58" stroke="#ffffff" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M34 58q-14 4-16 24q16 0 24-14z" fill="#ffffff"/>`,
  vase: `<path d="M40 14h16v8q0 4 6 10q12 12 10 30q-2 16-16 20H40q-14-4-16-20q-2-18 10-30q6-6 6-10z" fill="#ffffff"/>`,
  ring: `<circle cx="48" cy="50" r="24" fill="none" stroke="#ffffff" stroke-width="10"/>`,
  cup:
    `<path d="M20 34h48v16q0 24-24 26q-24-2-24-26z" fill="#ffffff"/>` +
    `<path d="M68 40q14 0 12 14q-2 10-14 10" stroke="#ffffff" stroke-width="6" fill="none"/>`,
};

function iconSvg(icon: TypeIcon, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="${colour}"/>${ICONS[icon]}</svg>`
  );
}

// effort 0: the fastest WebP encoder setting; these flat drawings compress well anyway.
const webp = (quality: number) => ({ quality, effort: 0 });

async function render(svg: string, file: string, width: number, quality: number): Promise<void> {
  await sharp(Buffer.from(svg)).resize({ width }).webp(webp(quality)).toFile(file);
}

export interface SeedImage {
  url: string;
  thumb: string;
}

export const PHOTOS_PER_ITEM = 3;

/** The item's photos, written to `dir` (DATA_DIR/uploads/seed). */
export async function drawItemPhotos(dir: string, slug: string, shape: Shape, colour: string): Promise<SeedImage[]> {
  return Promise.all(
    Array.from({ length: PHOTOS_PER_ITEM }, async (_, view) => {
      const name = `${slug}-${view + 1}`;
      // The SVG is rasterised once; the photo and its thumbnail are encoded from those pixels.
      const { data, info } = await sharp(Buffer.from(photoSvg(shape, colour, view)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      await Promise.all([
        pixels()
          .webp(webp(72))
          .toFile(path.join(dir, `${name}.webp`)),
        pixels()
          .resize({ width: THUMB_WIDTH })
          .webp(webp(68))
          .toFile(path.join(dir, `${name}-thumb.webp`)),
      ]);
      return { url: `/uploads/seed/${name}.webp`, thumb: `/uploads/seed/${name}-thumb.webp` };
    }),
  );
}

/** A product type's icon, written to `dir`; its URL. */
export async function drawTypeIcon(dir: string, slug: string, icon: TypeIcon, colour: string): Promise<string> {
  await render(iconSvg(icon, colour), path.join(dir, `type-${slug}.webp`), 96, 80);
  return `/uploads/seed/type-${slug}.webp`;
}

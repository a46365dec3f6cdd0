// Writes the PNG icons of the web app manifest and the Apple touch icon from public/icons/icon.svg.
// Run after changing the SVG (`node scripts/generate-icons.mjs`); the PNGs are committed, so a
// build never needs sharp's native binary.
//
// - icon-<size>.png: the SVG as drawn (rounded square, transparent corners), purpose "any".
// - maskable-<size>.png: full-bleed background with the glyph shrunk into the central 80 % safe
//   zone, so a launcher's circle or squircle mask never cuts it (purpose "maskable").
// - apple-touch-icon.png (180 px): full bleed too; iOS rounds the corners itself and would show
//   transparent corners as black.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const svg = readFileSync(path.join(dir, 'icon.svg'), 'utf8');

/** The SVG with a square background and the glyph scaled by `scale` around the centre. */
function fullBleed(scale) {
  const background = svg.match(/<rect[^>]*fill="([^"]+)"/)?.[1];
  const glyph = svg.match(/<g[\s\S]*<\/g>/)?.[0];
  if (!background || !glyph) throw new Error('icon.svg: expected a <rect fill> background and one <g> glyph');
  const offset = (512 * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`
  );
}

const OUTPUTS = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'maskable-192.png', size: 192, source: fullBleed(0.7) },
  { file: 'maskable-512.png', size: 512, source: fullBleed(0.7) },
  { file: 'apple-touch-icon.png', size: 180, source: fullBleed(0.8) },
];

for (const { file, size, source } of OUTPUTS) {
  await sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, file));
  console.log(`public/icons/${file} (${size}×${size})`);
}

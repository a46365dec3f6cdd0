// `npm run build` runs this after `next build`: brotli and gzip siblings for every text asset of
// out/ (server/http/precompress.ts). Usage: tsx scripts/precompress.ts [dir, default out]
import path from 'node:path';
import { precompress } from '../server/http/precompress';

const root = path.resolve(process.argv[2] ?? 'out');
const s = await precompress(root);
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompress: ${s.files} text files in ${root}: ${kib(s.bytes)} → brotli ${kib(s.brotliBytes)}, gzip ${kib(s.gzipBytes)}`,
);

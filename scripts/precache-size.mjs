// Measures what the service worker precaches (docs/pwa.md): reads the manifest Workbox injected
// into out/sw.js and sums the files in out/, raw and gzipped (the server's transfer is at most
// the raw size). "First install" is what installing fetches: the shared files plus the pages of
// one locale; the other locales' pages follow after the first visit (WARM_PAGES).
// Usage: npm run build && npm run bench:precache
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const out = path.resolve(process.argv[2] ?? 'out');
const sw = readFileSync(path.join(out, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/'url':'([^']+)'/g)].map((m) => m[1]);
if (urls.length === 0) throw new Error('no precache manifest found in out/sw.js');

function file(url) {
  const rel = decodeURIComponent(url);
  const p = path.join(out, rel.endsWith('/') ? `${rel}index.html` : rel);
  if (!existsSync(p)) throw new Error(`precached but missing from out/: ${url}`);
  const body = readFileSync(p);
  return { raw: statSync(p).size, gzip: gzipSync(body).length };
}

const LOCALE_PAGE = /^\/(en|fr|es|zh-CN|zh-TW)\/(.*\/)?$/;
const groups = { shared: [], en: [], others: [] };
for (const url of urls) {
  const m = LOCALE_PAGE.exec(url);
  groups[m ? (m[1] === 'en' ? 'en' : 'others') : 'shared'].push(url);
}

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
function total(list) {
  return list.map(file).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
}
const shared = total(groups.shared);
const en = total(groups.en);
const others = total(groups.others);
const swSize = { raw: Buffer.byteLength(sw), gzip: gzipSync(sw).length };
console.log(`sw.js: ${kib(swSize.raw)} (${kib(swSize.gzip)} gzipped)`);
console.log(
  `shared (assets, entry, 404, manifests, icons): ${groups.shared.length} files, ${kib(shared.raw)} (${kib(shared.gzip)} gzipped)`,
);
console.log(`pages of one locale (en): ${groups.en.length} files, ${kib(en.raw)} (${kib(en.gzip)} gzipped)`);
console.log(`first install (shared + one locale): ${kib(shared.raw + en.raw)} (${kib(shared.gzip + en.gzip)} gzipped)`);
console.log(
  `other four locales (after the first visit): ${groups.others.length} files, ${kib(others.raw)} (${kib(others.gzip)} gzipped)`,
);

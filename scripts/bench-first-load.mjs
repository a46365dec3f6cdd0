// First-load cost of screens in the exported app: the JS files a page's HTML loads
// (<script src>) and its stylesheets, raw and gzipped. Run after `npm run build`:
//   npm run bench:first-load [-- en/goods/ en/mine/bank/ …]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const OUT = new URL('../out/', import.meta.url);
const DEFAULT_PAGES = ['en/notice/', 'en/goods/', 'en/mine/bank/', 'en/login/'];

function read(path) {
  return readFileSync(new URL(decodeURIComponent(path.replace(/^\//, '').split('?')[0]), OUT));
}

function measure(page) {
  const html = read(`${page}index.html`).toString('utf8');
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  const styles = [...new Set([...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]))];
  const sum = (files) =>
    files.reduce(
      (acc, file) => {
        const buf = read(file);
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSync(buf).length };
      },
      { raw: 0, gzip: 0 },
    );
  return { page, scripts: scripts.length, js: sum(scripts), css: sum(styles) };
}

const kib = (n) => (n / 1024).toFixed(1);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
console.log('| Page | Scripts | JS raw (KiB) | JS gzip (KiB) | CSS gzip (KiB) |');
console.log('|---|---|---|---|---|');
for (const page of pages) {
  const m = measure(page);
  console.log(`| \`${m.page}\` | ${m.scripts} | ${kib(m.js.raw)} | ${kib(m.js.gzip)} | ${kib(m.css.gzip)} |`);
}

// Security headers on every answer (what @fastify/helmet sets with HELMET_OPTIONS: nosniff, frame
// and referrer protection, cross-origin opener policy), a Permissions-Policy, and the
// Content-Security-Policy:
// - pages of the exported app: scripts from this origin plus the sha256 of each inline script of
//   *that* HTML file (the static export inlines its boot data), computed once at start;
// - uploads: `sandbox` (an uploaded file never runs as a page of this origin);
// - scripts: only fetches to this origin (what the service worker needs);
// - everything else (the API's JSON): nothing may load at all.
// It is an onSend hook that looks only at the answer's route, URL and content type, so it works
// however the files are served (streamed, precompressed, from memory).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';
export const UPLOAD_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
/** Scripts: a worker runs under the CSP of its own script's answer (the service worker fetches
 * pages, chunks, images and public reads from this origin); for a page's <script> it is ignored. */
export const SCRIPT_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

// Inline scripts only: a <script> with a src is covered by 'self'.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources of every inline script in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const body = m[1] ?? '';
    if (body.length === 0) continue;
    out.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...out];
}

function htmlFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...htmlFiles(full, base));
    else if (entry.name.endsWith('.html')) found.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return found;
}

/** The URL paths that answer with one exported file: /en/ and /en/index.html, /404 and /404.html. */
function urlsOf(file: string): string[] {
  if (file === 'index.html') return ['/', '/index.html'];
  if (file.endsWith('/index.html')) return [`/${file.slice(0, -'index.html'.length)}`, `/${file}`];
  return [`/${file}`, `/${file.slice(0, -'.html'.length)}`];
}

/** Hashes per URL path of the exported app, read once. */
export function scriptHashesByUrl(outDir: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const file of htmlFiles(outDir)) {
    const hashes = inlineScriptHashes(readFileSync(path.join(outDir, file), 'utf8'));
    for (const url of urlsOf(file)) map.set(url, hashes);
  }
  return map;
}

/** The WebSocket origins of the host the page was loaded from (the Host header, kept to its shape). */
function socketSources(req: FastifyRequest): string {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? ` ws://${host} wss://${host}` : '';
}

export function pageCsp(hashes: string[], sockets: string): string {
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length ? ` ${hashes.join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function contentType(reply: FastifyReply): string {
  const t = reply.getHeader('content-type');
  return Array.isArray(t) ? String(t[0]) : String(t ?? '');
}

/** The options the app once gave @fastify/helmet; HELMET_HEADERS is what they produce. */
export const HELMET_OPTIONS = {
  global: true,
  // Set per answer below: a page needs the hashes of its own inline scripts.
  contentSecurityPolicy: false,
  // The app may run on another origin than the API and its images (bearer tokens, no cookies).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
} as const;

/**
 * The headers @fastify/helmet sets with HELMET_OPTIONS, the same on every answer. Set from this
 * constant: the plugin rebuilt helmet's middleware chain for every request (two hooks and a dozen
 * raw setHeader calls), a measurable part of a refused flash-sale buyer's cost.
 * security-headers.test.ts checks that the plugin still produces exactly these.
 */
export const HELMET_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

export function registerSecurityHeaders(app: FastifyInstance, outDir: string): void {
  // Where helmet set them: first thing for every request, so a handler may still override one.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(HELMET_HEADERS);
    done();
  });
  const hashes = scriptHashesByUrl(outDir);
  const notFoundHashes = hashes.get('/404.html') ?? [];
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A 304 has no content type, and its headers replace the cached answer's: keep the page's own.
    if (reply.statusCode === 304) return payload;
    const route = req.routeOptions.url ?? '';
    if (route.startsWith('/uploads/')) {
      reply.header('content-security-policy', UPLOAD_CSP);
      return payload;
    }
    if (contentType(reply).startsWith('text/html')) {
      let urlPath = req.url.split('?')[0] ?? '/';
      try {
        urlPath = decodeURIComponent(urlPath);
      } catch {
        // Malformed escapes: no page matches, the strict policy below applies.
      }
      const own = reply.statusCode === 404 ? notFoundHashes : (hashes.get(urlPath) ?? []);
      reply.header('content-security-policy', pageCsp(own, socketSources(req)));
      return payload;
    }
    const script = /^(application|text)\/javascript/.test(contentType(reply));
    reply.header('content-security-policy', script ? SCRIPT_CSP : API_CSP);
    return payload;
  });
}

// Private uploads: identity photos and payment receipts. Once a record refers to an upload as
// one of these, its file (and thumbnail) moves out of the public uploads folder into
// DATA_DIR/private-uploads, which no static route serves. It is read only through a short-lived
// signed URL, /uploads/private/<name>?exp=<unix s>&u=<viewer>&sig=<HMAC>, handed out by the
// calls that show the record to its owner (getIdentity, RechargePage, …) or to an operator. The
// HMAC (SHA-256, a key derived from the server secret) covers the file name, the expiry and the
// viewer: another name, a later expiry or another viewer is a 403 with an empty body.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { rows, type Db } from '../db/client';
import { privateUploadsDir, uploadsDir } from '../paths';

export const PRIVATE_URL_PREFIX = '/uploads/private/';
/** A signed URL lives at least this long… */
export const PRIVATE_URL_TTL_S = 15 * 60;
/** …and at most this much longer: expiries are rounded up, so a URL stays the same for a while. */
const EXPIRY_ROUNDING_S = 5 * 60;

/** An upload's own name (random hex, its image extension) or its thumbnail's. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;
const SERVED_NAME = /^([0-9a-f]{32})(?:\.(?:png|jpg|gif|webp)|\.thumb\.webp)$/;
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Who a URL was signed for: a user id, or `op` for the operator API. */
export type Viewer = number | 'op';
const VIEWER = /^(?:op|[1-9][0-9]{0,15})$/;

export const thumbNameOf = (name: string) => `${name.slice(0, 32)}.thumb.webp`;

function signingKey(config: Pick<Config, 'jwtSecret'>): Buffer {
  return createHmac('sha256', config.jwtSecret).update('gavel/private-uploads/v1').digest();
}

function mac(config: Pick<Config, 'jwtSecret'>, name: string, exp: number, viewer: string): Buffer {
  return createHmac('sha256', signingKey(config)).update(`${name}\n${exp}\n${viewer}`).digest();
}

/** The stored reference of a private upload (what identity and recharge rows hold). */
export const privateRef = (name: string) => `${PRIVATE_URL_PREFIX}${name}`;

/**
 * A fresh signed URL for a stored reference. A reference that is not a private upload (a row
 * written before uploads became private) is answered unchanged.
 */
export function signPrivateUrl(config: Pick<Config, 'jwtSecret'>, stored: string, viewer: Viewer, now: Date): string {
  if (!stored.startsWith(PRIVATE_URL_PREFIX)) return stored;
  const name = stored.slice(PRIVATE_URL_PREFIX.length);
  if (!SERVED_NAME.test(name)) return stored;
  const exp = Math.ceil((now.getTime() / 1000 + PRIVATE_URL_TTL_S) / EXPIRY_ROUNDING_S) * EXPIRY_ROUNDING_S;
  const u = String(viewer);
  const sig = mac(config, name, exp, u).toString('base64url');
  return `${PRIVATE_URL_PREFIX}${name}?${new URLSearchParams({ exp: String(exp), u, sig }).toString()}`;
}

/** The signer the calls use: `sign(stored)` for one viewer at one instant. */
export function privateUrlSigner(ctx: { config: Pick<Config, 'jwtSecret'>; now: () => Date }, viewer: Viewer) {
  const now = ctx.now();
  return (stored: string) => signPrivateUrl(ctx.config, stored, viewer, now);
}

/** Whether the query signs `name` and has not expired. */
export function verifyPrivateUrl(
  config: Pick<Config, 'jwtSecret'>,
  name: string,
  query: Record<string, unknown>,
  now: Date,
): boolean {
  const { exp, u, sig } = query;
  if (typeof exp !== 'string' || typeof u !== 'string' || typeof sig !== 'string') return false;
  if (!/^[0-9]{1,12}$/.test(exp) || !VIEWER.test(u) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  if (Number(exp) * 1000 <= now.getTime()) return false;
  const expected = mac(config, name, Number(exp), u);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Owner-only: other accounts on the machine must not read identity photos or receipts. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the private folder owner-only, and makes it and every file in it owner-only again when
 * an earlier version (or a copy) left them readable by other accounts on the machine.
 */
export async function securePrivateFolder(config: Pick<Config, 'dataDir'>): Promise<void> {
  const dir = privateUploadsDir(config);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) await chmod(path.join(dir, entry.name), PRIVATE_FILE_MODE);
  }
}

/**
 * Moves an upload (and its thumbnail) out of the public folder. Idempotent: a file already moved
 * (a resubmission, or an earlier attempt whose transaction did not commit) is fine. False when
 * the file is in neither folder.
 */
export async function moveToPrivate(config: Pick<Config, 'dataDir'>, name: string): Promise<boolean> {
  const from = uploadsDir(config);
  const to = privateUploadsDir(config);
  await mkdir(to, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const file of [name, thumbNameOf(name)]) {
    try {
      await rename(path.join(from, file), path.join(to, file));
      // Written as a public upload (0644): an identity photo is for the server's user alone.
      await chmod(path.join(to, file), PRIVATE_FILE_MODE);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  return stat(path.join(to, name)).then(
    () => true,
    () => false,
  );
}

/** GET /uploads/private/:name — the file, for a valid unexpired signature only; never cached. */
export function privateUploadRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    `${PRIVATE_URL_PREFIX}:name`,
    { logLevel: 'warn' },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const name = req.params.name;
      const ctx = app.ctx;
      // No detail in the answer: a wrong, expired or foreign signature all look the same.
      if (!SERVED_NAME.test(name) || !verifyPrivateUrl(ctx.config, name, req.query, ctx.now()))
        return reply.code(403).send();
      const file = path.join(privateUploadsDir(ctx.config), name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return reply.code(404).send();
      const ext = name.slice(name.lastIndexOf('.') + 1);
      return reply
        .type(TYPES[ext] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .send(createReadStream(file));
    },
  );
}

/**
 * Rows written before identity photos and receipts became private point at public files
 * (`/uploads/<name>`): at start, move those files and point the rows at the private copies.
 * Idempotent, cheap when there is nothing left (one query per column).
 */
export async function privatiseLegacyReferences(ctx: { db: Db; config: Pick<Config, 'dataDir'> }): Promise<number> {
  const targets = [
    ['identities', 'front_image'],
    ['identities', 'back_image'],
    ['recharge_applications', 'proof_image'],
  ] as const;
  let moved = 0;
  for (const [table, column] of targets) {
    const found = await rows<{ ref: string }>(
      ctx.db,
      sql`SELECT DISTINCT ${sql.identifier(column)} AS ref FROM ${sql.identifier(table)}
          WHERE ${sql.identifier(column)} ~ '^/uploads/[0-9a-f]{32}\\.(png|jpg|gif|webp)$'`,
    );
    for (const { ref } of found) {
      const name = ref.slice('/uploads/'.length);
      if (!(await moveToPrivate(ctx.config, name))) continue;
      await ctx.db.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${privateRef(name)}
            WHERE ${sql.identifier(column)} = ${ref}`,
      );
      moved++;
    }
  }
  return moved;
}

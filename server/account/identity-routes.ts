// Identity verification (ours): submitIdentity / getIdentity, and the operator's review under
// /api/admin/identities. One row per user (identities.user_id): a new submission replaces the
// row only after a rejection. The document number is never logged (`idNumber` is in the
// logger's SECRET_KEYS) and leaves the user API masked; the loopback token API (the CLI) shows it
// whole; the console reads it masked (queueIdentities) and whole only through the audited
// revealIdentity (finance and admin).
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { maskPhone } from '@/lib/format/phone';
import { recordOperatorAction } from '../operator/operator-api';
import { identities } from '../db/schema';
import { phoneOf, userDirectory } from '../auth';
import { claimPrivateUpload } from '../uploads';
import { privateUrlSigner } from '../uploads';
import { mapPage, readPage, readPageRows } from '../db/paging';
import { withTx } from '../db/tx';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { findIdentity, identityStatus, upsertRejectedIdentity } from './queries';
import type { OperatorHandlers } from '../operator/operator-group';

type Row = typeof identities.$inferSelect;
type Status = 'pending' | 'verified' | 'rejected';

/** Every character but the last four hidden (at least two stars, so a short number is hidden too). */
export function maskIdNumber(n: string): string {
  return `${'*'.repeat(Math.max(2, n.length - 4))}${n.slice(-4)}`;
}

/** `sign` turns the stored photo references into fresh signed URLs for whoever reads them. */
const toApi = (r: Row, sign: (stored: string) => string) => ({
  realName: r.realName,
  idNumber: maskIdNumber(r.idNumber),
  frontImage: r.frontImage ? sign(r.frontImage) : '',
  backImage: r.backImage === null ? null : sign(r.backImage),
  status: r.status as Status,
  reason: r.reason,
  reasonCode: r.reasonCode ?? null,
  rejectedPhotos: r.rejectedPhotos.filter((p): p is 'front' | 'back' => p === 'front' || p === 'back'),
  submittedAt: r.submittedAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

export const identityCalls = {
  getIdentity: async (_input, ctx) => {
    const userId = ctx.userId();
    const row = await findIdentity(ctx.db, userId);
    return row ? toApi(row, privateUrlSigner(ctx, userId)) : null;
  },

  submitIdentity: async (input, ctx) => {
    const userId = ctx.userId();
    return withTx(ctx.db, async (tx) => {
      // What the user keeps from a rejected submission instead of sending it again (issue 27):
      // only from a rejected one, and never a photo the operator rejected.
      const keep = new Set(input.keep ?? []);
      let previous: Row | undefined;
      if (keep.size > 0) {
        previous = await findIdentity(tx, userId);
        if (previous?.status !== 'rejected') {
          const field = [...keep][0] ?? 'idNumber';
          throw badRequest(field, 'can only be kept from a rejected submission', 'invalid');
        }
        for (const [field, photo] of [
          ['frontImage', 'front'],
          ['backImage', 'back'],
        ] as const) {
          if (keep.has(field) && (previous.rejectedPhotos.includes(photo) || previous[field] === null))
            throw badRequest(field, 'was rejected: send a new photo', 'uploaded_image');
        }
      }
      const kept = (field: 'idNumber' | 'frontImage' | 'backImage') =>
        keep.has(field) && previous ? previous[field] : undefined;
      // The photos become private files: only their owner and operators read them (signed URLs).
      const frontImage =
        input.frontImage === undefined
          ? (kept('frontImage') ?? null)
          : await claimPrivateUpload(tx, ctx.config, userId, 'frontImage', input.frontImage, ctx.now());
      const backImage =
        input.backImage === undefined
          ? (kept('backImage') ?? null)
          : await claimPrivateUpload(tx, ctx.config, userId, 'backImage', input.backImage, ctx.now());
      const idNumber = input.idNumber ?? kept('idNumber');
      if (idNumber == null) throw badRequest('idNumber', 'is required', 'required');
      if (frontImage === null) throw badRequest('frontImage', 'is required', 'required');
      const values = {
        realName: input.realName,
        idNumber,
        frontImage,
        backImage,
        status: 'pending',
        reason: null,
        reasonCode: null,
        rejectedPhotos: [],
        reviewedAt: null,
        reviewedBy: null,
        submittedAt: ctx.now(),
      };
      // Conditional upsert: a pending or verified row stays as it is (also against a double tap).
      const row = await upsertRejectedIdentity(tx, userId, values);
      if (row) return toApi(row, privateUrlSigner(ctx, userId));
      throw (await identityStatus(tx, userId)) === 'verified'
        ? conflict('Your identity is already verified', 'identity_verified')
        : conflict(
            'Your identity submission is already under review; you can submit again only if it is rejected',
            'identity_pending',
          );
    });
  },
} satisfies Partial<CallHandlers<'account'>>;

const forOperator = (r: Row, phone: string, sign: (stored: string) => string) => ({
  ...toApi(r, sign),
  id: r.userId,
  phone,
  idNumber: r.idNumber,
  reviewedBy: r.reviewedBy,
});

/**
 * The console's identity queue: pending first (oldest first, the order to work them in), then the
 * decided, newest first. The phone is masked for everyone (as in queueApplications); the document
 * number is masked except its last four, and a viewer gets neither it nor the photos.
 */
export const identityQueueHandlers = {
  queueIdentities: async (q, ctx) => {
    const where: SQL | undefined = q.status ? eq(identities.status, q.status) : undefined;
    const viewer = ctx.role === 'viewer';
    const sign = privateUrlSigner(ctx, 'op');
    const found = await readPage(
      q,
      ctx.db.select({ n: count() }).from(identities).where(where),
      ctx.db
        .select({ identity: identities, phone: userDirectory.phone })
        .from(identities)
        .innerJoin(userDirectory, eq(userDirectory.id, identities.userId))
        .where(where)
        .orderBy(
          sql`(${identities.status} = 'pending') DESC`,
          sql`CASE WHEN ${identities.status} = 'pending' THEN ${identities.submittedAt} END ASC`,
          desc(identities.submittedAt),
          asc(identities.userId),
        ),
    );
    return mapPage(found, ({ identity: r, phone }) => ({
      userId: r.userId,
      phone: maskPhone(phone),
      realName: r.realName,
      idNumber: viewer ? null : maskIdNumber(r.idNumber),
      frontImage: viewer || !r.frontImage ? null : sign(r.frontImage),
      backImage: viewer || !r.backImage ? null : sign(r.backImage),
      status: r.status as Status,
      reason: r.reason,
      reasonCode: r.reasonCode ?? null,
      rejectedPhotos: r.rejectedPhotos.filter((p): p is 'front' | 'back' => p === 'front' || p === 'back'),
      submittedAt: r.submittedAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewedBy: r.reviewedBy,
    }));
  },

  /**
   * The whole ID number of one submission (issue 42 #1): finance and admin (the contract's roles),
   * and the read is an audit row in the same transaction (who, which user, when; never the number).
   */
  revealIdentity: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const [row] = await tx
        .select({ realName: identities.realName, idNumber: identities.idNumber })
        .from(identities)
        .where(eq(identities.userId, body.id));
      if (!row) throw notFound('Identity submission');
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'identity.reveal',
        target: `identity:${body.id}`,
        details: { userId: body.id },
      });
      return { id: body.id, realName: row.realName, idNumber: row.idNumber };
    }),

  identityList: async (query, ctx) => {
    const cond: SQL | undefined = query.status ? eq(identities.status, query.status) : undefined;
    const items = await readPageRows(
      query,
      ctx.db
        .select({ identity: identities, phone: userDirectory.phone })
        .from(identities)
        .innerJoin(userDirectory, eq(userDirectory.id, identities.userId))
        .where(cond)
        .orderBy(asc(identities.submittedAt), asc(identities.userId)),
    );
    const sign = privateUrlSigner(ctx, 'op');
    return items.map((i) => forOperator(i.identity, i.phone, sign));
  },

  decideIdentity: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const status: Status = body.decision === 'approve' ? 'verified' : 'rejected';
      // Conditional: a submission is decided once, even if two operators act at the same moment.
      const [row] = await tx
        .update(identities)
        .set({
          status,
          reason: body.reason ?? null,
          reasonCode: body.decision === 'reject' ? (body.reasonCode ?? 'other') : null,
          rejectedPhotos: body.decision === 'reject' ? [...new Set(body.photos ?? [])] : [],
          reviewedAt: ctx.now(),
          reviewedBy: ctx.operator,
        })
        .where(and(eq(identities.userId, body.id), eq(identities.status, 'pending')))
        .returning();
      if (!row) {
        const [existing] = await tx
          .select({ status: identities.status })
          .from(identities)
          .where(eq(identities.userId, body.id));
        if (!existing) throw notFound('Identity submission');
        throw new ApiError(409, `Identity submission of user ${body.id} is already ${existing.status}`, {
          reason: 'already_reviewed',
        });
      }
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: `identity.${body.decision}`,
        target: `identity:${body.id}`,
        details: {
          userId: body.id,
          status,
          ...(body.reason ? { reason: body.reason } : {}),
          ...(body.decision === 'reject' ? { reasonCode: body.reasonCode ?? 'other' } : {}),
          ...(body.photos?.length ? { photos: body.photos } : {}),
        },
      });
      const phone = await phoneOf(tx, body.id);
      const whole = forOperator(row, phone ?? '', privateUrlSigner(ctx, 'op'));
      // The console answers what its queue shows (phone and number masked); the CLI's line, whole.
      return ctx.via === 'console'
        ? { ...whole, phone: maskPhone(whole.phone), idNumber: maskIdNumber(row.idNumber) }
        : whole;
    }),
} satisfies Partial<OperatorHandlers<'queues'>>;

// The console's Content screen (con23): notices (paged, newest first) and articles as operators
// edit them (the default language's columns; other languages through contentTexts), and a
// notice's edit. Bodies are sanitised on write like noticeAdd's, and the answer holds what was
// stored, so the console can tell the operator when the sanitiser changed what they sent. A
// notice's edit is audited with its title, body and pinned before and after.
import { asc, count, desc, eq } from 'drizzle-orm';
import { articles, notices } from '../db/schema';
import { mapPage, readPage } from '../db/paging';
import { withTx } from '../db/tx';
import { recordOperatorAction } from '../operator/operator-api';
import { notFound } from '../http/errors';
import { sanitizeBody } from './sanitize';
import type { OperatorHandlers } from '../operator/operator-group';

export const noticeOperatorHandlers = {
  noticeList: async (query, ctx) =>
    mapPage(
      await readPage(
        query,
        ctx.db.select({ n: count() }).from(notices),
        ctx.db.select().from(notices).orderBy(desc(notices.createdAt), desc(notices.id)),
      ),
      (n) => ({ id: n.id, title: n.title, body: n.body, pinned: n.pinned, createdAt: n.createdAt.toISOString() }),
    ),

  noticeEdit: async (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const [before] = await tx.select().from(notices).where(eq(notices.id, body.id)).for('update');
      if (!before) throw notFound(`Notice ${body.id}`);
      const [row] = await tx
        .update(notices)
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.body !== undefined ? { body: sanitizeBody(body.body) } : {}),
          ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
        })
        .where(eq(notices.id, body.id))
        .returning();
      if (!row) throw new Error('notice update returned nothing');
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'notice edit',
        target: `notice:${row.id}`,
        before: { title: before.title, body: before.body, pinned: before.pinned },
        after: { title: row.title, body: row.body, pinned: row.pinned },
      });
      return { id: row.id, title: row.title, body: row.body, pinned: row.pinned };
    }),

  articleList: async (_input, ctx) =>
    (await ctx.db.select().from(articles).orderBy(asc(articles.id))).map((a) => ({
      id: a.id,
      title: a.title,
      body: a.body,
      updatedAt: a.updatedAt.toISOString(),
    })),
} satisfies Partial<OperatorHandlers<'content'>>;

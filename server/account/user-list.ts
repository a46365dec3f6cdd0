// The console's users table (issue 42 #5): every user, a page at a time, sorted by a whitelisted
// column and filtered by part of a phone number, nickname or invitation code, by frozen, by
// identity status and by registration days. The answer masks like every operator read: a viewer
// reads phones masked, and, since a partial phone search would spell a masked number out digit by
// digit, a viewer's search matches nicknames and codes only.
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorParsed, OperatorResult } from '@/lib/api/operator/calls';
import type { OperatorRole } from '@/lib/api/operator/facts';
import { maskPhone } from '@/lib/format/phone';
import type { Executor } from '../db/client';
import { foldedPattern, folds } from '../db/fold';
import { mapPage, readPage } from '../db/paging';
import { identities } from '../db/schema';
import { userDirectory as users } from '../auth';
import { availableBalanceOf } from '../wallet';

type Query = OperatorParsed<'userList'>;
type Item = OperatorResult<'userList'>['items'][number];

/** The day after a YYYY-MM-DD day, at 00:00 UTC (the range's `to` is a whole day). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function filters(q: Query, role: OperatorRole): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.q !== undefined) {
    const pattern = foldedPattern(q.q);
    conds.push(
      or(
        folds(users.nickname, pattern),
        folds(users.invitationCode, pattern),
        role === 'viewer' ? undefined : folds(users.phone, pattern),
      ),
    );
  }
  if (q.frozen !== undefined) conds.push(q.frozen === 'true' ? isNotNull(users.frozenAt) : isNull(users.frozenAt));
  if (q.identity === 'none') conds.push(isNull(identities.userId));
  else if (q.identity !== undefined) conds.push(eq(identities.status, q.identity));
  if (q.from !== undefined) conds.push(gte(users.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to !== undefined) conds.push(lt(users.createdAt, dayAfter(q.to)));
  return and(...conds);
}

const balance = availableBalanceOf(users.id);

/** The whitelist (the request's enum) to columns; ties by id in the same direction, so pages are stable. */
function order(q: Query): SQL[] {
  const by = { createdAt: users.createdAt, lastSignInAt: users.lastSignInAt, balance, id: users.id }[q.sort];
  const dir = q.dir === 'asc' ? asc : desc;
  // Never signed in sorts last either way (NULLS LAST), so "most recent first" starts with people.
  const nullsLast = q.sort === 'lastSignInAt' ? sql`${dir(by)} nulls last` : dir(by);
  return [nullsLast, dir(users.id)];
}

export async function listUsers(db: Executor, q: Query, role: OperatorRole) {
  const where = filters(q, role);
  const found = await readPage(
    q,
    db.select({ n: count() }).from(users).leftJoin(identities, eq(identities.userId, users.id)).where(where),
    db
      .select({
        u: {
          id: users.id,
          phone: users.phone,
          nickname: users.nickname,
          invitationCode: users.invitationCode,
          frozenAt: users.frozenAt,
          createdAt: users.createdAt,
          lastSignInAt: users.lastSignInAt,
        },
        identity: identities.status,
        balance,
      })
      .from(users)
      .leftJoin(identities, eq(identities.userId, users.id))
      .where(where)
      .orderBy(...order(q)),
  );
  return mapPage(found, ({ u, identity, balance: available }): Item => ({
    id: u.id,
    phone: role === 'viewer' ? maskPhone(u.phone) : u.phone,
    nickname: u.nickname,
    invitationCode: u.invitationCode,
    frozen: u.frozenAt !== null,
    createdAt: u.createdAt.toISOString(),
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    balance: available,
    identityStatus: (identity ?? 'none') as Item['identityStatus'],
  }));
}

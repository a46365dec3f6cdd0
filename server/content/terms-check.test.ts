// The terms check before a buy (requireCurrentTerms): the checks that arrive together are sent as
// one statement (issue 40), and each user still gets their own answer from a statement sent after
// they asked — nothing is cached across a publish or an acceptance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_ARTICLE_IDS } from '../seed/articles';
import { createHarness, type Harness } from '../test/harness';
import { userIdOf } from '../test/market';
import { outdatedAgreementsSoon, requireCurrentTerms } from './agreements';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { reason?: string }).reason ?? String(e),
  );

describe('requireCurrentTerms', () => {
  it('answers each of many users checked at once on their own, and sees a publish and an acceptance at once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => h.registerUser()));
    const [a, b, c] = users.map((u) => userIdOf(u.accessToken)) as [number, number, number];
    const db = h.app.ctx.db;
    expect(await Promise.all([a, b, c, a].map((id) => reason(requireCurrentTerms(db, id))))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);

    // A new service agreement: every user is now behind, the very next check says so.
    h.clock.advance(60_000);
    const published = await h.operator('POST', '/articles', {
      id: AGREEMENT_ARTICLE_IDS.service,
      title: 'User service agreement',
      body: '<p>Version two.</p>',
    });
    expect(published.body.result).toMatchObject({ version: 2 });
    // b accepts it; a and c do not. Checked together, each gets their own answer.
    const accepted = await h.call('POST', '/api/front/AcceptAgreements', {
      token: users[1]?.accessToken ?? '',
      body: { agreements: [{ agreement: 'service', version: 2 }] },
    });
    expect(accepted.status).toBe(200);
    expect(await Promise.all([a, b, c, a].map((id) => reason(requireCurrentTerms(db, id))))).toEqual([
      'terms_outdated',
      'ok',
      'terms_outdated',
      'terms_outdated',
    ]);
    expect(await Promise.all([a, b].map((id) => outdatedAgreementsSoon(db, id)))).toEqual([
      [{ agreement: 'service', version: 2 }],
      [],
    ]);
  });
});

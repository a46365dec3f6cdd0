// GetAgreementStatus and AcceptAgreements: a logged-in user learns which new versions of the
// service agreement and privacy policy wait for acceptance, and accepts the ones read.
import type { CallHandlers } from '../http/call-group';
import { conflict } from '../http/errors';
import { withTx } from '../db/tx';
import {
  AGREEMENT_ARTICLE_IDS,
  currentAgreement,
  currentVersions,
  outdatedAgreements,
  recordAcceptance,
} from './agreements';
import { readerOf } from './localized';

export const agreementCalls = {
  GetAgreementStatus: async (_input, ctx) => {
    const outdated = await outdatedAgreements(ctx.db, ctx.userId());
    return { outdated: outdated.map((o) => ({ ...o, articleId: AGREEMENT_ARTICLE_IDS[o.agreement] })) };
  },

  AcceptAgreements: async (input, ctx) => {
    const userId = ctx.userId();
    const reader = readerOf(ctx);
    return withTx(ctx.db, async (tx) => {
      const current = await currentVersions(tx);
      // Only what the user could have read: the current version (a stale screen reads again).
      const stale = input.agreements.filter((a) => current[a.agreement] !== a.version);
      if (stale.length > 0)
        throw conflict(`Not the current version of ${stale.map((s) => s.agreement).join(', ')}`, 'terms_outdated');
      const accepted = [];
      for (const { agreement } of input.agreements) {
        // Recorded in the language the text was shown in (the default locale's where it fell back).
        const lang = (await currentAgreement(tx, reader, agreement))?.body.lang ?? reader.fallback;
        const done = await recordAcceptance(tx, userId, lang, 'reaccept', ctx.now(), [agreement]);
        accepted.push(...done.map((d) => ({ ...d, lang })));
      }
      return { accepted };
    });
  },
} satisfies Partial<CallHandlers<'content'>>;

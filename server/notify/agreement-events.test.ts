// "Agreement updated" (issue 41 #4): a published version after the first tells every user once,
// with the article to open; a console draft (the article's body changed, nothing published) and
// the first version (the seed's) tell nobody. It used to hang on the article's body and look the
// agreement up by the wrong dictionary field, so no publication ever arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '@/lib/api/client/http-request';
import { calls } from '@/lib/api/registry';
import { AGREEMENT_ARTICLE_IDS } from '../seed/articles';
import { SEED_TEXT } from '../seed/locales';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { deliverInApp } from './worker';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

const agreementNotes = async (u: TestUser) => {
  await deliverInApp(h.app.ctx);
  const r = await h.api('GetNotifications', {}, { token: u.accessToken });
  expect(r.status).toBe(200);
  return r.body.result.items.filter((n) => n.type === 'agreement_new');
};

describe('agreement updated', () => {
  it('a published version tells every user once, opening the article; a draft and the first version tell nobody', async () => {
    const a = await h.registerUser();
    const b = await h.registerUser();
    // The seed published version 1 of every agreement before these users existed; nothing yet.
    expect(await agreementNotes(a)).toEqual([]);

    const draft = await h.operator('POST', '/articles', {
      id: AGREEMENT_ARTICLE_IDS.service,
      title: 'Terms of service',
      body: '<p>Draft: not in effect yet.</p>',
      draft: true,
    });
    expect(draft.status).toBe(200);
    expect(await agreementNotes(a)).toEqual([]);

    for (const agreement of ['service', 'risk'] as const) {
      expect((await h.operator('POST', '/agreements/publish', { agreement })).status).toBe(200);
    }
    for (const user of [a, b]) {
      const notes = await agreementNotes(user);
      expect(notes.map((n) => n.data.articleId).sort()).toEqual(
        [AGREEMENT_ARTICLE_IDS.service, AGREEMENT_ARTICLE_IDS.risk].sort(),
      );
      expect(notes.every((n) => typeof n.data.name === 'string' && n.data.name.length > 0)).toBe(true);
    }
  });

  it('names the agreement by its published title in the reader’s language (issue 41)', async () => {
    const u = await h.registerUser();
    expect((await h.operator('POST', '/agreements/publish', { agreement: 'privacy' })).status).toBe(200);
    await deliverInApp(h.app.ctx);
    const req = httpRequest('GetNotifications', {}, '', 'zh-TW');
    const r = await h.call<{ items: { type: string; data: Record<string, unknown> }[] }>(
      calls.GetNotifications.method,
      req.url,
      { token: u.accessToken },
    );
    const note = r.body.result.items.find(
      (n) => n.type === 'agreement_new' && n.data.articleId === AGREEMENT_ARTICLE_IDS.privacy,
    );
    expect(note?.data).toMatchObject({ name: SEED_TEXT['zh-TW'].agreements.privacy.title, lang: 'zh-TW' });
  });

  it('a reader in the default language reads the current published title too, not the one stored', async () => {
    const u = await h.registerUser();
    expect((await h.operator('POST', '/agreements/publish', { agreement: 'service' })).status).toBe(200);
    const renamed = 'Terms of service (renamed)';
    const edit = await h.operator('POST', '/articles', {
      id: AGREEMENT_ARTICLE_IDS.service,
      title: renamed,
      body: '<p>The new terms.</p>',
    });
    expect(edit.status).toBe(200);
    const notes = (await agreementNotes(u)).filter((n) => n.data.articleId === AGREEMENT_ARTICLE_IDS.service);
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) expect(n.data.name).toBe(renamed);
  });
});

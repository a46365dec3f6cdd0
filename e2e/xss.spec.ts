// Issue 14: the XSS corpus (e2e/xss-corpus.ts) placed through the operator CLI (notice, article,
// product type, product name and description, chat group name) and the user API (nickname,
// addresses, bank card, chat messages), then every screen that shows them, logged in as that
// user, under the real CSP: the canary stays unset, no page error, nothing refused by the CSP
// (a refusal would mean a sanitiser let something through that only the CSP stopped), and each
// record is on screen (so the test cannot pass by showing nothing).
import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import { CANARY, corpusDocument, CORPUS, markersIn, pack, spread } from './xss-corpus';
import { api, operator, collectErrors, cspViolations, newUser, SMS_CODE, startLoggedIn, watchCsp } from './helpers';

// One page load per screen, no service worker answering (or precaching) in between.
test.use({ serviceWorkers: 'block' });

/** A payload short enough for a field of `max` characters (the first in corpus order). */
function fitting(max: number): string {
  const p = CORPUS.find((c) => c.html.length <= max);
  if (!p) throw new Error(`no payload fits ${max} characters`);
  return p.html;
}

const ALL = CORPUS.map((_, i) => i);

test('no payload of the XSS corpus runs on any screen that shows it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await newUser(request);
  const token = user.accessToken;
  const tag = randomUUID().slice(0, 6);
  const body = corpusDocument();
  const reversed = corpusDocument('reverse');

  // ---- through the operator API (what the CLI sends), in parallel ----
  const noticeTitle = `XSS notice ${tag} ${fitting(100)}`;
  const articleId = 90_000 + Math.floor(Math.random() * 9_000);
  const articleTitle = `XSS article ${tag} ${fitting(100)}`;
  const typeName = `X${tag} ${fitting(32)}`;
  const productName = `XSS item ${tag} ${spread(100).chunks[0]!}`;
  const groupName = `XSS ${tag} ${spread(90).chunks[0]!}`;
  const [notice, , product, groupId] = await Promise.all([
    operator(request, 'noticeAdd', { title: noticeTitle, body, pinned: false }),
    operator(request, 'articleSet', { id: articleId, title: articleTitle, body, draft: false }),
    (async () => {
      // A type of its own (sorted last, so other specs' first chips stay) keeps the list to its
      // items: the corpus in a description forward and reversed (server/market sanitises it).
      const type = await operator(request, 'productTypeAdd', { name: typeName, sort: 9999 });
      const add = (name: string, description: string) =>
        operator(request, 'productAdd', { name, price: 100, stock: 1, typeId: type.id, description });
      const [forward, backward] = await Promise.all([add(productName, body), add(`${productName} R`, reversed)]);
      return { ids: [forward.id, backward.id], typeId: type.id };
    })(),
    (async () => {
      const group = await operator(request, 'chatGroupAdd', { name: groupName });
      await operator(request, 'chatMemberAdd', { groupId: group.id, phone: user.phone });
      return group.id;
    })(),
  ]);

  // ---- through the user API ----
  const nickname = fitting(20);
  await api(request, 'ChangeNickName', { token, body: { nickname } });
  // Addresses: the whole corpus packed into name (40), region (120) and detail (200) fields, over
  // as many addresses as that takes (14 of the 20 a user may have); a field left empty gets a word.
  const addresses = pack([40, 120, 200]).records.map(([name, region, detail], i) => ({
    name: name || `XSS ${i}`,
    region: region || `XSS ${i}`,
    detail: detail || `XSS ${i}`,
  }));
  const addressIds: number[] = [];
  for (const a of addresses) {
    const saved = await api<{ id: number }>(request, 'addAddress', {
      token,
      body: { ...a, phone: '13900001111' },
    });
    addressIds.push(saved.id);
  }
  // Chat: the corpus in messages of up to 1000 characters (fewer than the burst of 10).
  const messagesSent = spread(1000).chunks;
  expect(messagesSent.length).toBeLessThan(10);
  for (const text of messagesSent) {
    await api(request, 'chatSend', { token, body: { groupId, clientId: `xss-${randomUUID()}`, text } });
  }

  // ---- the screens ----
  const errors = collectErrors(page);
  await watchCsp(page);
  await startLoggedIn(page, user);
  const main = page.locator('main');

  /** Handler attributes and script URLs anywhere in the live document (the CSP aside, none may arrive). */
  const liveHandlers = () =>
    page
      .locator('body *')
      .evaluateAll((els) =>
        els.flatMap((el) =>
          [...el.attributes]
            .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|vbscript|data:text\/html)/i.test(a.value))
            .map((a) => `<${el.localName} ${a.name}="${a.value}">`),
        ),
      );
  /** Opens a screen, waits until `shown` holds and the network is idle (images had their chance to fail), then checks. */
  async function screen(path: string, shown: () => Promise<void>): Promise<void> {
    await page.goto(`/en/${path}`);
    await shown();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate((c) => (window as unknown as Record<string, unknown>)[c], CANARY), path).toBeUndefined();
    expect(await liveHandlers(), path).toEqual([]);
    expect(await cspViolations(page), path).toEqual([]);
    expect(errors, path).toEqual([]);
  }
  const inputValues = () =>
    page.locator('input, textarea').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

  // Home lists every product type (the notice bar shows the pinned notice, not this one).
  await screen('home/', () => expect(main).toContainText(typeName));
  await screen('notice/', () => expect(main).toContainText(noticeTitle));
  /** The corpus indexes whose markers the rich text shows (the parser reached those payloads). */
  const reached = async () => markersIn((await page.getByTestId('rich-text').textContent()) ?? '');
  await screen(`notice/?id=${notice.id}`, async () => {
    await expect(page.locator('article header h2')).toHaveText(noticeTitle);
    expect([...(await reached())]).toEqual(ALL);
  });
  await screen(`agreement/article/?id=${articleId}`, async () => {
    await expect(page.locator('article header h2')).toHaveText(articleTitle);
    expect([...(await reached())]).toEqual(ALL);
  });
  await screen(`goods/?type=${product.typeId}`, async () => {
    await expect(page.getByRole('button', { name: typeName, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(main).toContainText(productName);
    await expect(main).toContainText(`${productName} R`);
  });
  // Each description alone may lose a tail to a swallowing payload; together they reach every one.
  const seen = new Set<number>();
  for (const id of product.ids) {
    await screen(`goods/detail/?id=${id}`, async () => {
      await expect(main).toContainText(productName);
      await expect(page.getByTestId('rich-text')).toContainText('xss-mark-');
      for (const i of await reached()) seen.add(i);
    });
  }
  expect([...seen].sort((a, b) => a - b)).toEqual(ALL);
  await screen('mine/', () => expect(page.getByTestId('mine-nickname')).toHaveText(nickname));
  await screen('mine/settings/', () => expect(page.getByTestId('settings-nickname')).toHaveText(nickname));
  await screen('mine/nickname/', () => expect.poll(inputValues).toContain(nickname));
  await screen('mine/addresses/', async () => {
    await expect(page.getByTestId('address')).toHaveCount(addresses.length);
    for (const a of addresses) await expect(main).toContainText(a.detail);
  });
  await screen(`mine/addresses/add/?id=${addressIds[0]!}`, () =>
    expect.poll(inputValues).toEqual(expect.arrayContaining([addresses[0]!.name, addresses[0]!.detail])),
  );
  await screen('group-chat/list/', () =>
    expect(page.getByTestId('chat-group').filter({ hasText: groupName })).toHaveCount(1),
  );
  await screen(`group-chat/?id=${groupId}`, async () => {
    for (const text of messagesSent) await expect(main).toContainText(text);
  });

  // ---- the bank card (a pay_password code: its own budget, apart from the register code) ----
  await api(request, 'GetMobileCodeModifyPayPwd', { token });
  await api(request, 'ModifyPayPwd', { token, body: { code: SMS_CODE, payPassword: '246810' } });
  // One card per user: DOMPurify vectors that fit the holder (60), bank (60) and branch (120).
  const vectors = CORPUS.filter((p) => p.source === 'dompurify');
  const [holder, bankName] = vectors.filter((p) => p.html.length <= 60);
  const branch = spread(
    120,
    vectors.filter((p) => p.html.length > 60),
  ).chunks[0]!;
  const bank = { holderName: holder!.html, bankName: bankName!.html, branch };
  await api(request, 'SaveUserBankInfo', {
    token,
    body: { ...bank, cardNumber: '6011000990139424', payPassword: '246810' },
  });
  await screen('mine/bank/', async () => {
    for (const text of Object.values(bank)) await expect(main).toContainText(text);
  });
});

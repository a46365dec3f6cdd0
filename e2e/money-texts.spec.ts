// Money instructions per language (issue 41 #3): an operator writes the zh-CN recharge
// instructions in the console's side-by-side editor (Content → Money instructions) and a zh-CN
// buyer reads them on the recharge screen; with the es text removed, an es buyer reads the
// default language's, marked "shown in English". The seeded branch is translated; the holder and
// the number are not. Screenshots (SHOTS_DIR, default test-results/money-texts): the recharge
// screen at 390 × 844 in the five locales, the console's section at 1280 × 800 and 1024 × 768 in
// en and zh-CN.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { collectErrors, en, messages, newUser, seriousViolations, startLoggedIn } from './helpers';

const c = en.console;
const tag = Date.now().toString(36);
const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'money-texts');
const LANGUAGE = { 'zh-CN': '简体中文', es: 'Español' } as const;

async function saveLanguage(page: Page, locale: keyof typeof LANGUAGE, text: string) {
  const column = page.getByTestId('recharge-languages').getByTestId(`language-${locale}`);
  await column.getByLabel(c.content.money.instructions).fill(text);
  const saved = page.waitForResponse((r) => r.url().includes('/api/console/content/texts') && r.ok());
  await column.getByRole('button', { name: c.catalogue.saveLanguage.replace('{language}', LANGUAGE[locale]) }).click();
  await saved;
}

test('the console writes the zh-CN recharge instructions; buyers read theirs, or the default marked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors = collectErrors(page);
  const op = await admin<Operator>(request, '/operators/add', { name: `money-${tag}`, role: 'catalogue' });
  await page.goto('/console/content/?show=money');
  await signIn(page, op);
  await changePassword(page, op, `money-password-${tag}`);
  await expect(page).toHaveURL('/console/content/?show=money');
  await expect(page.getByRole('heading', { name: c.content.money.instructionsTitle })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const zhCN = messages('zh-CN');
  const zhText = `请将款项转入下列任一账户（${tag}），再提交充值申请。`;
  const esBefore = await page
    .getByTestId('recharge-languages')
    .getByTestId('language-es')
    .getByLabel(c.content.money.instructions)
    .inputValue();
  const zhBefore = await page
    .getByTestId('recharge-languages')
    .getByTestId('language-zh-CN')
    .getByLabel(c.content.money.instructions)
    .inputValue();
  await saveLanguage(page, 'zh-CN', zhText);
  await saveLanguage(page, 'es', '');

  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await buyer.newPage();
  await startLoggedIn(phone, await newUser(request));
  try {
    await phone.goto('/zh-CN/mine/recharge/');
    const zhInstructions = phone.getByTestId('recharge-instructions');
    await expect(zhInstructions).toContainText(zhText);
    await expect(zhInstructions.getByTestId('content-fallback')).toHaveCount(0);
    await expect(phone.getByText('总行')).toBeVisible();
    await expect(phone.getByTestId('account-name')).not.toHaveText(/^$/);
    await phone.screenshot({ path: path.join(SHOTS, 'recharge-390-zh-CN.png') });

    // es: no text of its own now, so the default language's, marked.
    await phone.goto('/es/mine/recharge/');
    const esInstructions = phone.getByTestId('recharge-instructions');
    await expect(esInstructions.getByTestId('content-fallback')).toHaveAttribute('data-lang', 'en');
    await expect(esInstructions.locator('[lang="en"]')).toHaveCount(1);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(SHOTS, 'recharge-390-es-fallback.png') });
  } finally {
    // Leave the seed's texts as they were for the other specs.
    await saveLanguage(page, 'zh-CN', zhBefore);
    await saveLanguage(page, 'es', esBefore);
  }
  for (const locale of ['en', 'fr', 'es', 'zh-TW', 'zh-CN']) {
    await phone.goto(`/${locale}/mine/recharge/`);
    await expect(phone.getByTestId('recharge-instructions').getByTestId('content-fallback')).toHaveCount(0);
    await expect(phone.getByTestId('recharge-instructions')).not.toHaveText(/^$/);
    await phone.screenshot({ path: path.join(SHOTS, `recharge-390-${locale}.png`) });
  }
  await buyer.close();
  expect(errors).toEqual([]);

  // The console's section in English and Chinese at both console sizes.
  const signedIn = await page.context().storageState();
  for (const locale of ['en', 'zh-CN'] as const)
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        locale,
        storageState: signedIn,
      });
      const shot = await context.newPage();
      await shot.goto('/console/content/?show=money');
      await expect(
        shot.getByRole('heading', { name: messages(locale).console.content.money.instructionsTitle }),
      ).toBeVisible();
      await expect(
        shot.getByTestId('recharge-languages').getByTestId('language-zh-CN').getByRole('textbox'),
      ).toHaveValue(zhBefore);
      expect(await seriousViolations(shot), locale).toEqual([]);
      await shot.screenshot({ path: path.join(SHOTS, `console-money-${width}-${locale}.png`), fullPage: true });
      await context.close();
    }
  expect(zhCN.console.content.money.instructionsTitle).not.toBe(c.content.money.instructionsTitle);
});

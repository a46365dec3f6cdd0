// Offline, actions that need the server are disabled with an explanation, never queued: a
// connection that drops while a form is open (the kit's Form: recharge, address, nickname…)
// disables its submit button and says why; back online the form works again. (Buy, consign,
// delivery and chat sending do the same: their component tests.)
import { expect, test } from './test';
import { demoTokens, en, heading, startLoggedIn } from './helpers';
import { goOffline } from './pwa-helpers';

for (const segment of ['mine/recharge/', 'mine/addresses/add/', 'mine/nickname/']) {
  test(`offline, the form of ${segment} is disabled with the reason`, async ({ page, context, request }) => {
    await startLoggedIn(page, await demoTokens(request));
    await page.goto(`/en/${segment}`);
    await expect(heading(page)).toBeVisible();
    // The screen's own form (closed dialogs hold forms too, but they are not visible).
    const submit = page.locator('form button[type="submit"]:visible').first();
    await expect(submit).toBeEnabled();

    await goOffline(context);
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('needs-network').first()).toHaveText(en.pwa.needsNetwork);

    await context.unroute('**/*');
    await context.setOffline(false);
    await expect(submit).toBeEnabled();
    await expect(page.getByTestId('needs-network')).toHaveCount(0);
  });
}

// The suite's `test`: Playwright's, plus one rule every spec gets without asking. Import `test`,
// `expect` and Playwright's types from here, not from '@playwright/test' (lint enforces it).
//
// Why: the browser is the worker's and outlives a test, so a context a test opens with
// `browser.newContext()` and does not close (a second buyer, an operator's console, a context
// opened only for its `request`) stays open for the rest of the worker's tests. Its pages keep
// polling, holding sockets and running timers in the renderer, on the same two cores as the tests
// that follow; and a later failure's screenshot also showed every page left open before it. Every
// context a test opened is closed when it ends, pass or fail.
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ _closeOpenedContexts: void }>({
  _closeOpenedContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set<BrowserContext>(browser.contexts());
      await use();
      const left = browser.contexts().filter((context) => !before.has(context));
      if (process.env.E2E_REPORT_LEFT_CONTEXTS && left.length > 0) {
        console.log(`[left contexts] ${left.length} ${testInfo.titlePath.join(' › ')}`);
      }
      await Promise.all(left.map((context) => context.close()));
    },
    { auto: true },
  ],
});

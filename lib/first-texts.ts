// The first texts of a screen, painted before any script of the app runs (issue 26): on a repeat
// visit the page's inline script (lib/api/client/last-seen-texts-script.ts) writes the value this
// user last saw (mine's balance) into the skeleton's empty text slot, `<span data-first-text="…">`.
// React compares text when it hydrates, so the client's skeleton renders the same text, read once
// from the page as it was served (as lib/first-photos.ts does for photos), and only for that page's
// own URL: a skeleton after a client-side navigation gets none (lib/served-page.ts).
import { servedReader } from './served-page';

/** The attribute naming a text slot (its name, e.g. `balance`). */
export const FIRST_TEXT_ATTR = 'data-first-text';

/** Mine's available balance (BalanceCard remembers what it showed, MineSkeleton holds the slot). */
export const BALANCE_SLOT = 'balance';

const served = servedReader(() => {
  const texts = new Map<string, string>();
  for (const el of document.querySelectorAll(`[${FIRST_TEXT_ATTR}]`)) {
    const slot = el.getAttribute(FIRST_TEXT_ATTR);
    const text = el.textContent;
    if (slot !== null && text !== null && text !== '' && !texts.has(slot)) texts.set(slot, text);
  }
  return texts;
});

/** The text the page's script put in slot `name`, or undefined (prerender, none stored, another page). */
export function servedText(name: string): string | undefined {
  return served.get()?.get(name);
}

/** Tests only: forget what was read. */
export function resetServedTexts(): void {
  served.reset();
}

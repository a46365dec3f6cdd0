// The first photos of a screen, painted before any script runs (issue 26). When the Gavel server
// inlines a page's first reads it also knows the photos of its first screenful, and gives the
// skeleton's empty photo slots (`<img data-first-photo="0">`, components/ui/skeleton.tsx) their
// `src` (server/http/inline-reads.ts). The photo is the screen's largest element: it now paints
// with the HTML instead of after the scripts, the schema and the render of the answer.
//
// The client renders the same `src` into the same slots while the screen's skeleton stands, so
// hydration keeps what the server drew, and a skeleton React renders again (a list under a
// Suspense boundary the export left to the client) does not blink back to grey. The photos are
// read once from the page as served, and only for that page's own URL: a skeleton after a
// client-side navigation to another screen gets none. Nothing else of the answer is used before
// it has been validated (lib/api/client/inline-answers.ts).
import { servedReader } from './served-page';

/** The attribute naming a slot (0, 1, …) in the order of the page's photo preloads. */
export const FIRST_PHOTO_ATTR = 'data-first-photo';

/** Slots the server fills at most (the first cards of a list, an item's first photo). */
export const FIRST_PHOTO_SLOTS = 4;

const served = servedReader(() => {
  const photos: (string | undefined)[] = [];
  for (const img of document.querySelectorAll(`img[${FIRST_PHOTO_ATTR}][src]`)) {
    const index = Number(img.getAttribute(FIRST_PHOTO_ATTR));
    if (Number.isInteger(index) && index >= 0 && index < FIRST_PHOTO_SLOTS)
      photos[index] ??= img.getAttribute('src') ?? undefined;
  }
  return photos;
});

/** The photo the server put in slot `slot` of this page, or undefined (prerender, another page). */
export function servedPhoto(slot: number): string | undefined {
  return served.get()?.[slot];
}

/** Tests only: forget what was read. */
export function resetServedPhotos(): void {
  served.reset();
}

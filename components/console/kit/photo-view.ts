// The arithmetic of the console's photo viewer (photo-viewer.tsx), kept pure so it is tested
// without a browser. A view is a zoom over "fitted" (1 = the whole photo on the stage), an offset
// of the photo's centre from the stage's centre in CSS pixels, and a rotation in quarter turns.
// The photo is laid out at its natural size and placed with one CSS transform (photoTransform).

export interface Size {
  width: number;
  height: number;
}

export interface View {
  /** Times the fitted size: 1 shows the whole photo. */
  zoom: number;
  x: number;
  y: number;
  /** Quarter turns clockwise, 0–3. */
  turns: number;
}

export const FITTED: View = { zoom: 1, x: 0, y: 0, turns: 0 };

/** The photo's size as it stands after `turns` (a quarter turn swaps width and height). */
function turned(photo: Size, turns: number): Size {
  return turns % 2 === 0 ? photo : { width: photo.height, height: photo.width };
}

/**
 * CSS pixels per photo pixel when the whole photo is on the stage. Never above 1: a small photo
 * opens at its own size (enlarging it is the reader's choice, with the zoom).
 */
export function fitScale(photo: Size, stage: Size, turns = 0): number {
  const t = turned(photo, turns);
  if (t.width <= 0 || t.height <= 0 || stage.width <= 0 || stage.height <= 0) return 1;
  return Math.min(1, stage.width / t.width, stage.height / t.height);
}

/** The largest zoom: four screen pixels per photo pixel, and at least four times the fitted size. */
export function maxZoom(photo: Size, stage: Size, turns = 0): number {
  return Math.max(4, 4 / fitScale(photo, stage, turns));
}

/** CSS pixels per photo pixel in `view`. */
export function scaleOf(view: View, photo: Size, stage: Size): number {
  return fitScale(photo, stage, view.turns) * view.zoom;
}

/**
 * The view with its zoom in range and its offset kept so the photo covers the stage where it is
 * larger than it (no empty band on a side that has more photo), and stays centred where smaller.
 */
export function clampView(view: View, photo: Size, stage: Size): View {
  const zoom = Math.min(maxZoom(photo, stage, view.turns), Math.max(1, view.zoom));
  const t = turned(photo, view.turns);
  const scale = fitScale(photo, stage, view.turns) * zoom;
  const spareX = Math.max(0, (t.width * scale - stage.width) / 2);
  const spareY = Math.max(0, (t.height * scale - stage.height) / 2);
  const clamp = (v: number, spare: number) => (spare === 0 ? 0 : Math.min(spare, Math.max(-spare, v)));
  return { zoom, x: clamp(view.x, spareX), y: clamp(view.y, spareY), turns: view.turns };
}

/**
 * Zoom by `factor` keeping the photo point under `at` (stage coordinates from its centre; the
 * centre when absent) where it is: the wheel and the pinch zoom where the pointer is.
 */
export function zoomAt(view: View, factor: number, photo: Size, stage: Size, at = { x: 0, y: 0 }): View {
  const next = clampView({ ...view, zoom: view.zoom * factor }, photo, stage);
  const k = next.zoom / view.zoom;
  return clampView({ ...next, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, photo, stage);
}

export function panBy(view: View, dx: number, dy: number, photo: Size, stage: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, photo, stage);
}

/** A quarter turn clockwise, centred again at the same zoom. */
export function rotate(view: View, photo: Size, stage: Size): View {
  return clampView({ zoom: view.zoom, x: 0, y: 0, turns: (view.turns + 1) % 4 }, photo, stage);
}

/** The CSS transform of a photo laid out at its natural size, centred on the stage. */
export function photoTransform(view: View, photo: Size, stage: Size): string {
  const scale = scaleOf(view, photo, stage);
  // The scale rounded down: a fitted photo never ends a fraction of a pixel past the stage.
  const down = Math.floor(scale * 1e4) / 1e4;
  return `translate(${round(view.x)}px, ${round(view.y)}px) rotate(${view.turns * 90}deg) scale(${down})`;
}

const round = (n: number) => Math.round(n * 100) / 100;

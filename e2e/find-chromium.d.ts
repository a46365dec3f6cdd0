// Types for the shared Chromium finder (a plain .mjs script, so TypeScript cannot read it).
declare module '*/find-chromium.mjs' {
  export function findChromium(): string | undefined;
  export const CHROMIUM_ARGS: readonly string[];
}

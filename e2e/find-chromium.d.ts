// Types for the shared Chromium finder (a plain .mjs script, so TypeScript cannot read it).
declare module '*/find-chromium.mjs' {
  export function findChromium(): string | undefined;
  /** The headless shell when installed, else findChromium(): the e2e suites' browser. */
  export function findE2eChromium(): string | undefined;
  export const CHROMIUM_ARGS: readonly string[];
}

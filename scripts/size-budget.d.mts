// Types for scripts/size-budget.mjs (a plain Node script, tested from TypeScript).
export const FIRST_LOAD_TARGET: number;
export const FIRST_LOAD_RATIO: number;
export const APP_OWNED_MAX: number;
export const FIRST_ROUND_TRIP: number;
export const ZOD_RUNTIME_MAX: number;
export const IDLE_TARGET: number;
export const IDLE_RATIO: number;
export function pageAssets(html: string): { scripts: string[]; styles: string[] };
export function firstLoadJs(dir: string, htmlFile: string): number;
export function owner(source: string | null): string | null;
export function zodBuild(source: string | null): 'classic' | 'zod' | null;
export function isDompurify(source: string | null | undefined): boolean;

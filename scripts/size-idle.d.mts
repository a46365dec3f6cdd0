// Types for scripts/size-idle.mjs (a plain Node script, tested from TypeScript).
export function routeUrl(route: string, ids: { product: number }): string;
export function scriptPaths(urls: readonly string[], origin: string): string[];
export function idleScripts(
  root: string,
  routes: readonly string[],
  options: { chromiumPath: string; chromiumArgs: readonly string[]; parallel?: number },
): Promise<Map<string, { scripts: string[]; login: boolean }>>;

// Types of scripts/compile-hints.mjs (a plain Node script, run by `npm run build`).
export declare const COMPILE_HINT: string;
export declare const MIN_HINTED_BYTES: number;
export declare function firstLoadScripts(html: string): string[];
export declare function withHint(source: string): string;
export declare function shiftedMap(mapJson: string): string;
export declare function addCompileHints(out: string, maps: string): string[];

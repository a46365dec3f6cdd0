export const INPUTS: string[];
export const HASH_FILE: string;
export function sourcesHash(root: string): string;
export function isStale(root: string, outDir?: string): boolean;

export const INPUTS: string[];
export const HASH_FILE: string;
export const SERVER_INPUTS: string[];
export const SERVER_DIR: string;
export const SERVER_HASH_FILE: string;
export function sourcesHash(root: string): string;
export function serverSourcesHash(root: string): string;
export function isStale(root: string, outDir?: string): boolean;
export function isServerStale(root: string, serverDir?: string): boolean;

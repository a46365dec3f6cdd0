// Types for scripts/table-owners.mjs (a plain Node script, tested from TypeScript).
export const TABLE_OWNERS: Record<string, string[]>;
export const OWNER_OF: Map<string, string>;
export function schemaTables(dir?: string): string[];
export function tablesImported(text: string): { table: string; line: number }[];
export function foreignTableImports(files?: Map<string, string>): { table: string; owner: string; site: string }[];

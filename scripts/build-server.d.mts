export const SERVER_OUT: string;
export const RUNTIME_FILES: [string, string][];
export interface BundleMetafile {
  outputs: Record<string, { bytes: number; imports: { path: string; kind?: string; external?: boolean }[] }>;
}
export function undeclaredPackages(metafile: BundleMetafile, pkg: { dependencies?: Record<string, string> }): string[];
export function buildServer(root?: string, outDir?: string): Promise<BundleMetafile>;

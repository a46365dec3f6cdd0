export const SERVER_OUT: string;
export const RUNTIME_FILES: [string, string][];
export function buildServer(root?: string): Promise<unknown>;

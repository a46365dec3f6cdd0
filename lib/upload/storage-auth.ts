// The storage-service auth step (docs/api.md, Direct upload): GET the auth URL with the file name, read
// `params.host` / `params.key` from `data` (an external service, as the spec shows it) or from
// our envelope's `result` (the reference server's /api/common/storageAuth).
import { callApi } from '@/lib/api/client/request';
import { acquireAuth, applyTokenHeaders } from '@/lib/api/client/auth-headers';
import { apiConfig } from '@/lib/api/client/config';
import { loadContract } from '@/lib/api/client/contract-loader';
import { serverMessage } from './answer';

export interface StorageParams {
  host: string;
  key: string;
  token?: string;
}

export class StorageAuthError extends Error {
  constructor(message: string | null) {
    super(message ?? '');
    this.name = 'StorageAuthError';
  }
}

export async function authorizeStorage(filename: string, authUrl?: string): Promise<StorageParams> {
  if (authUrl === undefined) return (await callApi('storageAuth', { filename }, { toast: false, catch: true })).params;
  const cfg = apiConfig();
  const url = `${authUrl}${authUrl.includes('?') ? '&' : '?'}filename=${encodeURIComponent(filename)}`;
  const lease = await acquireAuth(cfg.tokens, cfg.now);
  let body: unknown;
  let ok: boolean;
  try {
    const res = await cfg.fetch(url, { headers: { Accept: 'application/json', ...lease.headers } });
    applyTokenHeaders(res.headers, cfg.tokens);
    ok = res.ok;
    body = await res.json().catch(() => null);
  } catch {
    throw new StorageAuthError(null);
  } finally {
    lease.release();
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const holder = (record.data ?? record.result) as { params?: unknown } | null | undefined;
  const { storageAuth } = await loadContract();
  const params = storageAuth.shape.params.safeParse(holder?.params);
  if (!ok || !params.success) throw new StorageAuthError(serverMessage(record));
  return params.data;
}

// The upload model: a list of items (url, thumb, size, name, type, status, message,
// progress) that go uploading (0–100) → success at 100, or failed. Framework-free: the React hook
// subscribes to it; tests drive it with a real HTTP server.
import { isApiError } from '@/lib/api/client/api-error';
import { acquireAuth, applyTokenHeaders } from '@/lib/api/client/auth-headers';
import { apiConfig, loginRequired } from '@/lib/api/client/config';
import { facts } from '@/lib/api/call-facts';
import { loadContract } from '@/lib/api/client/contract-loader';
import { UPLOAD_FIELD } from '@/lib/api/limits';
import { readUploadAnswer } from './answer';
import { authorizeStorage, StorageAuthError } from './storage-auth';
import { UploadTransportError, type UploadTransport } from './transport';

export type UploadStatus = 'uploading' | 'success' | 'failed';

export interface UploadItem {
  id: number;
  url: string;
  thumb: string;
  size: number;
  name: string;
  type: string;
  status: UploadStatus;
  message: string;
  progress: number;
}

/** Where files go: the API's uploadImages (default), any URL, or the storage-service flow. */
export type UploadTarget =
  | { kind: 'api' }
  | { kind: 'url'; url: string }
  /** authUrl: the storage-service auth URL; default our /api/common/storageAuth. */
  | { kind: 'storage'; authUrl?: string }
  /**
   * An endpoint of another session than the buyer's (the operator console: its cookie, and
   * `headers()` read at send time, e.g. the CSRF token): no bearer tokens leave, and a 401/403 is
   * this item's failure, never the buyer's login prompt.
   */
  | { kind: 'session'; url: string; headers: () => Record<string, string> };

export interface UploaderOptions {
  transport: UploadTransport;
  target?: UploadTarget;
  /** Bytes; larger files are refused with "exceeds size limit" and an oversize event. */
  maxSize?: number;
  /** Items allowed in the list; the trigger hides once reached. */
  maxCount?: number;
  multiple?: boolean;
  disabled?: boolean;
  onOversize?: (file: File) => void;
  timeout?: number;
}

/** The image picker offers at most 9 files at once. */
export const PICKER_MAX = 9;

export class Uploader {
  private items: readonly UploadItem[] = [];
  private listeners = new Set<() => void>();
  private files = new Map<number, File>();
  private nextId = 1;

  constructor(private options: UploaderOptions) {}

  setOptions(next: Partial<UploaderOptions>): void {
    this.options = { ...this.options, ...next };
    // A new snapshot, so React re-reads showTrigger / canAdd / pickerLimit.
    this.items = [...this.items];
    this.emit();
  }

  /** For useSyncExternalStore: a new array after every change. */
  snapshot = (): readonly UploadItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private get maxCount(): number {
    return this.options.maxCount ?? Number.POSITIVE_INFINITY;
  }

  /** The add button shows until maxCount items are in the list. */
  get showTrigger(): boolean {
    return this.items.length < this.maxCount;
  }

  get canAdd(): boolean {
    return !this.options.disabled && this.showTrigger;
  }

  /** How many files the picker may offer now: 1, or up to 9 when multiple, within maxCount. */
  get pickerLimit(): number {
    const room = this.maxCount - this.items.length;
    return Math.max(0, Math.min(this.options.multiple ? PICKER_MAX : 1, room));
  }

  /** Add picked files and start uploading them; resolves when all of them settled. */
  async add(files: readonly File[]): Promise<void> {
    if (!this.canAdd) return;
    const { translate, toast } = apiConfig();
    const accepted: UploadItem[] = [];
    for (const file of files.slice(0, this.pickerLimit)) {
      if (this.options.maxSize !== undefined && file.size > this.options.maxSize) {
        toast(translate('errors.exceedsSizeLimit'));
        this.options.onOversize?.(file);
        continue;
      }
      const item: UploadItem = {
        id: this.nextId++,
        url: '',
        thumb: '',
        size: file.size,
        name: file.name,
        type: file.type,
        status: 'uploading',
        message: '',
        progress: 0,
      };
      this.files.set(item.id, file);
      accepted.push(item);
    }
    if (accepted.length === 0) return;
    this.items = [...this.items, ...accepted];
    this.emit();
    await Promise.all(accepted.map((item) => this.upload(item.id)));
  }

  remove(id: number): void {
    if (this.options.disabled) return;
    this.files.delete(id);
    this.items = this.items.filter((item) => item.id !== id);
    this.emit();
  }

  /** Try a failed item again. */
  async retry(id: number): Promise<void> {
    const item = this.items.find((i) => i.id === id);
    if (!item || item.status !== 'failed' || this.options.disabled) return;
    this.patch(id, { status: 'uploading', progress: 0, message: '' });
    await this.upload(id);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private patch(id: number, change: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.id === id ? { ...item, ...change } : item));
    this.emit();
  }

  private async destination(file: File): Promise<{ url: string; fields: Record<string, string> }> {
    const { baseUrl } = apiConfig();
    const target = this.options.target ?? { kind: 'api' };
    if (target.kind === 'url' || target.kind === 'session') return { url: target.url, fields: {} };
    if (target.kind === 'api') return { url: `${baseUrl}${facts.uploadImages.path}`, fields: {} };
    const { host, key, token } = await authorizeStorage(file.name, target.authUrl);
    return {
      url: host.startsWith('/') ? `${baseUrl}${host}` : host,
      fields: token === undefined ? { key } : { key, token },
    };
  }

  private async upload(id: number): Promise<void> {
    const file = this.files.get(id);
    if (!file) return;
    const cfg = apiConfig();
    const fallback = cfg.translate('errors.fileTransfer');
    const failed = (message: string | null) => {
      const text = message ?? fallback;
      this.patch(id, { status: 'failed', message: text });
      cfg.toast(text);
    };
    let lease: Awaited<ReturnType<typeof acquireAuth>> | null = null;
    const target = this.options.target;
    const ownSession = target?.kind === 'session' ? target : null;
    try {
      const { url, fields } = await this.destination(file);
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(UPLOAD_FIELD, file, file.name);
      if (!ownSession) lease = await acquireAuth(cfg.tokens, cfg.now);
      const response = await this.options.transport({
        url,
        form,
        headers: { Accept: 'application/json', ...(ownSession ? ownSession.headers() : lease?.headers) },
        timeout: this.options.timeout ?? facts.uploadImages.timeout,
        onProgress: (loaded, total) => {
          if (total > 0) this.patch(id, { progress: Math.min(100, Math.round((loaded / total) * 100)) });
        },
      });
      if (!ownSession) applyTokenHeaders(new Headers(tokenHeaders(response.header)), cfg.tokens);
      if (!ownSession && (response.status === 401 || response.status === 403)) {
        // Told once for the whole batch by loginRequired: the item only records why it failed.
        loginRequired();
        this.patch(id, { status: 'failed', message: cfg.translate('errors.loginRequired') });
        return;
      }
      const answer = readUploadAnswer(response.status, response.body, await loadContract());
      if (answer.ok)
        this.patch(id, { status: 'success', progress: 100, url: answer.url, thumb: answer.thumb, message: '' });
      else failed(answer.message);
    } catch (error) {
      if (error instanceof UploadTransportError && error.reason === 'timeout') failed(cfg.translate('errors.timeout'));
      else if (error instanceof StorageAuthError) failed(error.message || null);
      else if (isApiError(error)) failed(error.message);
      else failed(null);
    } finally {
      lease?.release();
    }
  }
}

function tokenHeaders(header: (name: string) => string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['access-token', 'x-access-token']) {
    const value = header(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

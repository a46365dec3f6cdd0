// The update check (spec section 1 and 8): the server's `app_version` against this client's
// version. An empty configuration means the server could not be reached ("Prompt: cannot
// connect to server, please check network").
import type { CallResult } from '@/lib/api/registry';

/** This client's version (spec: 1.0.5; package.json says the same). */
export const CLIENT_VERSION = '1.0.5';

type UpdateConfig = CallResult<'GetAppUpdateConfig'>;

/** Numeric parts of a dotted version (`v1.2.3-beta` → [1, 2, 3]); null when there are none. */
export function versionParts(version: string): number[] | null {
  const match = /^\s*v?(\d+(?:\.\d+)*)/i.exec(version);
  if (!match?.[1]) return null;
  return match[1].split('.').map(Number);
}

/** -1, 0 or 1 as `a` is older than, equal to or newer than `b` (missing parts count as 0). */
export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a) ?? [];
  const pb = versionParts(b) ?? [];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export type UpdateStatus =
  | { kind: 'unreachable' }
  | { kind: 'latest'; current: string }
  | { kind: 'newer'; current: string; latest: string; changeLog: string };

/** What the update check tells the user, from the server's configuration. */
export function updateStatus(config: UpdateConfig, current: string = CLIENT_VERSION): UpdateStatus {
  const value = (code: string) => config.find((e) => e.code === code)?.value.trim() ?? '';
  const latest = value('app_version');
  // Empty configuration (or no usable version in it): the spec's "cannot connect" prompt.
  if (config.length === 0 || !latest || versionParts(latest) === null) return { kind: 'unreachable' };
  if (compareVersions(latest, current) > 0)
    return { kind: 'newer', current, latest, changeLog: value('app_change_log') };
  return { kind: 'latest', current };
}

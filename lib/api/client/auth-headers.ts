// The token protocol (docs/architecture.md, section 3): Bearer access token; when it is expired the refresh token
// rides along in X-Authorization, on one request at a time (single flight) while the others wait.
import type { TokenStore } from './tokens';
import { isExpired } from './tokens';

export interface AuthLease {
  headers: Record<string, string>;
  /** Call once the response (or failure) is in: lets waiting requests go on. */
  release(): void;
}

let inFlight: Promise<void> | null = null;

const noop = () => undefined;

/** Headers for an authenticated request; waits while another request is refreshing. */
export async function acquireAuth(tokens: TokenStore, now: () => number): Promise<AuthLease> {
  for (;;) {
    const access = tokens.access();
    const refresh = tokens.refresh();
    const headers: Record<string, string> = {};
    if (access) headers.Authorization = `Bearer ${access}`;
    const expired = access === null || isExpired(access, now());
    if (!expired || !refresh) return { headers, release: noop };
    if (inFlight) {
      await inFlight;
      continue;
    }
    let done: () => void = noop;
    inFlight = new Promise<void>((resolve) => {
      done = resolve;
    });
    headers['X-Authorization'] = `Bearer ${refresh}`;
    let released = false;
    return {
      headers,
      release() {
        if (released) return;
        released = true;
        inFlight = null;
        done();
      },
    };
  }
}

/** Apply the token headers of a response: new tokens are stored, invalid_token clears both. */
export function applyTokenHeaders(headers: Headers, tokens: TokenStore): void {
  const access = headers.get('access-token');
  if (access === null || access === '') return;
  if (access === 'invalid_token') {
    tokens.clear();
    return;
  }
  tokens.set(access, headers.get('x-access-token'));
}

// The browser's push subscription ends with the session, however it ends: logout calls
// unsubscribePush itself; a session the server ends (a refused refresh token, invalid_token) clears
// the token store, which this watches (mounted once by components/shell's ApiBridge).
import { unsubscribePush } from './push-client';

interface WatchedTokens {
  access(): string | null;
  refresh(): string | null;
  subscribe(listener: () => void): () => void;
}

/** Ends the push subscription when `tokens` goes from a session to none; answers the unsubscribe. */
export function unsubscribePushWhenSessionEnds(tokens: WatchedTokens, end: () => Promise<void> = unsubscribePush) {
  const has = () => tokens.access() !== null || tokens.refresh() !== null;
  let had = has();
  return tokens.subscribe(() => {
    const now = has();
    if (had && !now) void end();
    had = now;
  });
}

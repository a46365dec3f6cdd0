// The browser's push subscription ends with the session, however it ends: logout calls
// unsubscribePush itself; a session the server ends (a refused refresh token, invalid_token) clears
// the token store, which this watches (mounted once by components/shell's ApiBridge). The push
// client (./push-client) is imported only when a session ends: this watcher is in every page's
// first load (issue 39), the client is not. Offline before its chunk was cached, nothing is ended
// here; the server dropped its copy of the subscription with the session anyway.
const unsubscribePush = () =>
  import('./push-client').then(
    (m) => m.unsubscribePush(),
    () => undefined,
  );

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

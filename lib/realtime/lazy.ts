// The real-time client (socket, chat store, market events: ~4 KiB gzipped) as a module loaded on
// demand: the shell loads it after the page has loaded, and only for a logged-in user (the socket
// needs a token), so no screen's first load carries it. Chat screens import lib/realtime directly.
import { lazyModule } from '../lazy-module';

export const realtimeClient = lazyModule(() => import('./index'));

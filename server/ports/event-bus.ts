// The event bus as features see it: publish/subscribe between server processes, delivered when
// the publishing transaction commits. Implemented in server/realtime/bus.ts (PostgreSQL
// LISTEN/NOTIFY, or PGlite's own notifications); a broker could replace it behind this interface.
import type { Executor } from '../db/client';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type Handler = (payload: Json) => void;

export interface EventBus {
  /** Publishes after `tx` commits (or at once without one). Rejects a payload over the size limit. */
  publish(topic: string, payload: Json, tx?: Executor): Promise<void>;
  /** Calls `handler` for every event on `topic` from any process; answers the unsubscribe. */
  subscribe(topic: string, handler: Handler): () => void;
  /**
   * Calls `handler` after the listener lost its connection and got it back: events in the gap are
   * lost, so subscribers resynchronise (clients fetch what they missed by id).
   */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

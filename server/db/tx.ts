// The transaction helper. Inside `fn` use only `tx`: on PGlite a query on `db` waits for the
// open transaction to end, which never happens (deadlock).
import type { Db, Tx } from './client';

export interface TxOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
}

export function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  return db.transaction(fn, opts.isolationLevel ? { isolationLevel: opts.isolationLevel } : undefined);
}

// What every handler can reach: configuration, the database, the clock and pluggable services.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EventBus } from './ports/event-bus';
import type { ProductEvents } from './ports/product-events';
import type { SmsSender } from './ports/sms';

export interface AppContext {
  config: Config;
  db: Db;
  /** The clock; tests move it to check expiry and limits. */
  now: () => Date;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Publish/subscribe between server processes (delivered when the publishing transaction commits). */
  bus: EventBus;
  /** This process's sold-out marks and product list cache, kept in step through the bus. */
  products: ProductEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The logged-in user's id, or null. Set by the auth hook. */
    userId: number | null;
    /** The refresh-token family of this session (kept when other sessions are revoked). */
    sessionFamily: string | null;
  }
  interface FastifyContextConfig {
    /** The call needs a logged-in user (from the registry entry's `auth`). */
    auth?: boolean;
    /** Open to any origin (CORS): the contract's calls and the storage host. */
    cors?: boolean;
  }
}

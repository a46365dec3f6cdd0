// Builds the server: the API (fastify + zod contract), the operator API, uploads, and the
// exported app (out/) on one port.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DATA_DIR_MODE, type Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { runSeed } from './seed';
import { applyConfigured } from './seed/configured';
import { configuredSender, type SmsSender } from './sms/sender';
import { registerAuthHook } from './auth/hook';
import { registerLocaleHook } from './content/locale-hook';
import { CONSOLE_PREFIX, OPERATOR_PREFIX } from './operator/operator-api';
import { operatorSurfacePlugin } from './operator/operator-call';
import { frameworkErrorHandler, installErrorHandlers } from './http/error-handler';
import { registerCors } from './http/cors';
import { registerSecurityHeaders } from './http/security-headers';
import { installJsonLimits, SERVER_BODY_LIMIT } from './http/json-limits';
import { loggerOptions } from './http/logger';
import { uploadsDir } from './paths';
import { privatiseLegacyReferences, privateUploadRoutes, securePrivateFolder } from './uploads/private';
import { scheduleSweep } from './uploads/sweep';
import { operatorRouteModules, registerCallGroups } from './routes';
import { ProductEvents } from './market/product-events';
import { registerAppAssets, registerCompression } from './http/static-assets';
import { openBus } from './realtime/bus';
import { registerRealtime, type RealtimeOptions } from './realtime/ws-server';
import { countingSender, createMetrics, registerMetrics, registerOps, type OverloadOptions } from './ops';

export interface AppDeps {
  /** An already open database (tests share nothing else); opened from config when absent. */
  database?: Database;
  /**
   * Opens the in-memory database (`config.memoryDb`) instead of a fresh initdb: tests hand out
   * migrated ones, kept and reused per worker (server/test/memory-databases.ts), rather than pay
   * initdb and the migrations in every app. The app closes it as its own.
   */
  memoryDatabase?: () => Promise<Database>;
  sms?: SmsSender;
  now?: () => Date;
  /** Where the log goes (tests read it to prove what is never logged); stdout when absent. */
  logStream?: { write(line: string): void };
  /** Timings of the WebSocket endpoint (tests shorten them). */
  realtime?: RealtimeOptions;
  /** Overload shedding settings (tests sample the event loop faster). */
  overload?: Partial<OverloadOptions>;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Lines for the start-up banner (demo credentials from the first-start seed). */
  seedNotes: string[];
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  return (await buildAppWithNotes(config, deps)).app;
}

export async function buildAppWithNotes(config: Config, deps: AppDeps = {}): Promise<BuiltApp> {
  const serverOptions: FastifyServerOptions = {
    logger: deps.logStream
      ? { ...loggerOptions({ ...config, logFormat: 'json' }), stream: deps.logStream }
      : loggerOptions(config),
    // One line per API call instead (ops/request-log.ts): fastify's two carry the raw URL.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: SERVER_BODY_LIMIT,
    // A malformed URL (`/%c0`) gets the envelope and the security headers too.
    frameworkErrors: frameworkErrorHandler,
    // Trust nothing by default: a forged X-Forwarded-For must not pass the operator guard.
    // With proxy addresses, fastify (proxy-addr) reads X-Forwarded-For only when the direct peer
    // is one of them, and req.ip is the nearest address that is not a configured proxy.
    trustProxy: config.trustProxy,
  };
  const app = fastify(serverOptions);
  // DATA_DIR holds secrets, the embedded database and identity photos: owner-only when we create
  // it (an existing folder keeps the permissions its operator chose).
  mkdirSync(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const database =
    deps.database ??
    (config.memoryDb && !config.databaseUrl && deps.memoryDatabase
      ? await deps.memoryDatabase()
      : await openDatabase({
          databaseUrl: config.databaseUrl,
          pgliteDir: config.memoryDb ? undefined : path.join(config.dataDir, 'db'),
        }));
  await migrate(database.db);
  const bus = await openBus(database, config.databaseUrl, {
    onError: (e) => app.log.warn({ err: e }, 'event bus'),
  });
  const products = new ProductEvents(bus, { onError: (e) => app.log.warn({ err: e }, 'product events') });
  // One hook, in this order: the bus's listener goes before the database it reads.
  app.addHook('onClose', async () => {
    products.close();
    await bus.close();
    if (!deps.database) await database.close();
  });
  await applyConfigured(database.db, config);
  const now = deps.now ?? (() => new Date());
  const metrics = createMetrics();
  const seedNotes = config.seed ? await runSeed(database.db, config, now()) : [];

  const ctx: AppContext = {
    config,
    db: database.db,
    now,
    sms: countingSender(deps.sms ?? configuredSender(config), metrics),
    log: app.log,
    bus,
    products,
  };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app, config.outDir);
  installJsonLimits(app);
  registerCors(app);
  registerSecurityHeaders(app, config.outDir);
  await registerOps(app, metrics, deps.overload);
  registerAuthHook(app);
  registerLocaleHook(app);
  await registerCompression(app);

  await registerCallGroups(app);
  app.decorate('operatorRoutes', [] as string[]);
  app.decorate('consoleRoutes', [] as string[]);
  // Every operator call twice: the loopback token API (CLI) and the console API (cookie sessions).
  await app.register(operatorSurfacePlugin('token', operatorRouteModules), { prefix: OPERATOR_PREFIX });
  await app.register(operatorSurfacePlugin('console', operatorRouteModules), { prefix: CONSOLE_PREFIX });
  const realtime = registerRealtime(app, {
    ...deps.realtime,
    onFanout: (seconds) => metrics.fanoutDelay.observe(seconds),
  });
  registerMetrics(app, metrics, { websockets: () => realtime.connections(), pool: database.pool });

  const uploads = uploadsDir(config);
  mkdirSync(uploads, { recursive: true });
  // Identity photos and receipts: outside `uploads`, read only through signed URLs; owner-only.
  await securePrivateFolder(config);
  await privatiseLegacyReferences(ctx);
  privateUploadRoutes(app);
  const stopSweep = scheduleSweep(
    ctx,
    (e) => app.log.warn({ err: e }, 'unused-upload sweep'),
    (r) => app.log.info(r, 'unused uploads swept'),
  );
  app.addHook('onClose', (_instance, done) => {
    stopSweep();
    done();
  });
  // Static files are logged at warn and above only: at info, one page load would bury the API
  // requests and the console SMS code under dozens of lines.
  await app.register(fastifyStatic, {
    logLevel: 'warn',
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Uploaded names are random and never change: cache for a year. (Private files are not here.)
    maxAge: '365d',
    immutable: true,
  });
  if (existsSync(config.outDir)) {
    await registerAppAssets(app, config.outDir);
  }
  return { app, seedNotes };
}

// Builds the server: the API (fastify + zod contract), the operator API, uploads, and the
// exported app (out/) on one port.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { runSeed } from './seed';
import { applyConfigured } from './seed/configured';
import { consoleSender, webhookSender, type SmsSender } from './sms/sender';
import { registerAuthHook } from './auth/hook';
import { registerOperatorGuard } from './admin/operator-api';
import { installErrorHandlers } from './http/error-handler';
import { registerCors } from './http/cors';
import { loggerOptions } from './http/logger';
import { MAX_UPLOAD_BYTES } from './uploads/limits';
import { uploadsDir } from './paths';
import { registerCoreRoutes } from './routes';
import { marketPlugin } from './market';

export interface AppDeps {
  /** An already open database (tests share nothing else); opened from config when absent. */
  database?: Database;
  sms?: SmsSender;
  now?: () => Date;
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
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // Trust nothing by default: a forged X-Forwarded-For must not pass the operator guard.
    trustProxy: config.trustProxy,
  };
  const app = fastify(serverOptions);
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.memoryDb ? undefined : path.join(config.dataDir, 'db'),
    }));
  if (!deps.database) app.addHook('onClose', () => database.close());
  await migrate(database.db);
  await applyConfigured(database.db, config);
  const now = deps.now ?? (() => new Date());
  const seedNotes = config.seed ? await runSeed(database.db, config, now()) : [];

  const ctx: AppContext = {
    config,
    db: database.db,
    now,
    sms: deps.sms ?? (config.smsWebhookUrl ? webhookSender(config.smsWebhookUrl) : consoleSender(config.env)),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app, config.outDir);
  registerCors(app);
  registerAuthHook(app);
  registerOperatorGuard(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

  registerCoreRoutes(app);
  await app.register(marketPlugin);

  const uploads = uploadsDir(config);
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Uploaded names are random and never change: cache for a year.
    maxAge: '365d',
    immutable: true,
  });
  if (existsSync(config.outDir)) {
    await app.register(fastifyStatic, { root: config.outDir, redirect: true, index: 'index.html' });
  }
  return { app, seedNotes };
}

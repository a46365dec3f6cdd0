// pino options: secrets never reach the log, whatever a handler decides to log.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'payPassword',
  'code',
  'cardNumber',
  'accessToken',
  'refreshToken',
  'token',
  'idNumber',
];

export function loggerOptions(config: Config): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const paths = [
    'req.headers.authorization',
    'req.headers["x-authorization"]',
    'res.headers["access-token"]',
    'res.headers["x-access-token"]',
    ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
  ];
  return {
    level: config.logLevel,
    redact: { paths, censor: '[redacted]' },
    // Development: readable lines (pino-pretty in a worker thread); production: JSON for the collector.
    ...(config.logFormat === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
          },
        }
      : {}),
  };
}

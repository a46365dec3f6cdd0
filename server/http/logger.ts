// pino options: secrets never reach the log, whatever a handler decides to log.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { maskPhone } from '../ports/sms';

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

/** Query parameters that carry a phone number (`?phone=` of the SMS code calls). */
const PHONE_PARAM = /([?&][^=&#]*(?:phone|mobile)[^=&#]*=)([^&#]*)/gi;

/** The URL as the access log shows it: a phone in the query is masked like every other log's. */
export function logUrl(url: string): string {
  return url.replace(PHONE_PARAM, (_m, name: string, value: string) => {
    let phone = value;
    try {
      phone = decodeURIComponent(value);
    } catch {
      // A malformed escape is still masked as it stands.
    }
    return `${name}${phone ? encodeURIComponent(maskPhone(phone)).replace(/%2A/g, '*') : ''}`;
  });
}

/** fastify's request line (method, url, host, peer), with logUrl's masking. */
function requestSerializer(req: FastifyRequest | Record<string, unknown>) {
  // A handler may log a plain `req` object of its own: masked the same, otherwise kept.
  if (!('raw' in req) || typeof req.url !== 'string') {
    return typeof req.url === 'string' ? { ...req, url: logUrl(req.url) } : req;
  }
  const r = req as FastifyRequest;
  return {
    method: r.method,
    url: logUrl(r.url),
    host: r.host,
    remoteAddress: r.ip,
    remotePort: r.socket.remotePort,
  };
}

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
    serializers: { req: requestSerializer as never },
  };
}

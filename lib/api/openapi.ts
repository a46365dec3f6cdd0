// Builds the OpenAPI 3.1 document from the registry (scripts/openapi.ts writes it to
// docs/openapi.json; a test fails when the committed file is stale).
import { z } from 'zod/mini';
import { CODES, errorsField, fieldsField } from './envelope';
import { REASONS } from './reasons';
import { callNames, calls, type CallDef } from './registry';
import * as account from './schemas/account';
import * as catalog from './schemas/catalog';
import * as content from './schemas/content';
import { image } from './schemas/common';
import * as orders from './schemas/orders';
import { UPLOAD_FIELD } from './limits';
import * as wallet from './schemas/wallet';

type Json = Record<string, unknown>;

/** Entities shared by several answers become named components instead of repeated inline. */
const ENTITIES: [z.ZodMiniType, string][] = [
  [image, 'Image'],
  [catalog.product, 'Product'],
  [catalog.productListItem, 'ProductListItem'],
  [orders.order, 'Order'],
  [account.userInfo, 'UserInfo'],
  [account.level, 'Level'],
  [account.address, 'Address'],
  [account.identity, 'Identity'],
  [wallet.userBankInfo, 'UserBankInfo'],
  [wallet.rechargeApplication, 'RechargeApplication'],
  [wallet.withdrawApplication, 'WithdrawApplication'],
  [wallet.scoreRefundApplication, 'ScoreRefundApplication'],
  [wallet.walletEntry, 'WalletEntry'],
  [content.notice, 'Notice'],
  [content.dict, 'Dictionary'],
];

const upper = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Components for every request body and result, converted in one pass per direction. */
function components(): { schemas: Record<string, Json>; requestRef: Map<string, Json>; resultRef: Map<string, Json> } {
  const out = z.registry<{ id: string }>();
  const inp = z.registry<{ id: string }>();
  for (const [schema, id] of ENTITIES) out.add(schema, { id });
  const requestRef = new Map<string, Json>();
  const resultRef = new Map<string, Json>();
  for (const name of callNames) {
    const call: CallDef = calls[name];
    if (!out.has(call.response)) out.add(call.response, { id: `${upper(name)}Result` });
    resultRef.set(name, { $ref: `#/components/schemas/${out.get(call.response)?.id}` });
    if (call.payload === 'body') {
      if (!inp.has(call.request)) inp.add(call.request, { id: `${upper(name)}Request` });
      requestRef.set(name, { $ref: `#/components/schemas/${inp.get(call.request)?.id}` });
    }
  }
  const uri = (id: string) => `#/components/schemas/${id}`;
  const all = {
    ...z.toJSONSchema(out, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any', uri }).schemas,
    ...z.toJSONSchema(inp, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', uri }).schemas,
  } as Record<string, Json>;
  const schemas: Record<string, Json> = { Envelope: ENVELOPE };
  for (const key of Object.keys(all).sort()) {
    const { $schema: _s, $id: _i, ...rest } = all[key] ?? {};
    schemas[key] = rest;
  }
  return { schemas, requestRef, resultRef };
}

export function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

export const ENVELOPE = {
  type: 'object',
  required: ['code', 'result'],
  properties: {
    code: { type: 'integer', description: '200 on success; otherwise the HTTP status sent with it' },
    type: { type: 'string', description: 'success | error | warning' },
    message: { type: ['string', 'null'] },
    result: {},
    extras: {},
    time: { type: ['string', 'integer'] },
    errors: { anyOf: [schemaOf(errorsField, 'output'), { type: 'null' }] },
    reason: {
      type: 'string',
      description: `Why it failed (every failure): ${REASONS.join(', ')}. Clients treat an unknown value as generic.`,
    },
    fields: {
      ...schemaOf(fieldsField, 'output'),
      description: 'The rule each field broke (lib/api/reasons.ts RULES, or the reason for a business refusal)',
    },
  },
};

function envelopeSchema(result: Json): Json {
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { result } }] };
}

function queryParameters(call: CallDef): Json[] {
  const json = schemaOf(call.request, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function operation(name: (typeof callNames)[number], refs: ReturnType<typeof components>): Json {
  const call: CallDef = calls[name];
  const parameters: Json[] = call.payload === 'query' ? queryParameters(call) : [];
  if (call.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: `Replays with the same key and body answer the first answer; another body is refused (${CODES.unprocessable}); ${CODES.conflict} while the first request is still running.`,
      schema: { type: 'string', minLength: 1, maxLength: 128 },
    });
  }
  const op: Json = {
    operationId: name,
    summary: call.summary,
    description: [call.ours ? 'Ours: not in the specification’s call list.' : '', `Timeout ${call.timeout} ms.`]
      .filter(Boolean)
      .join(' '),
    tags: [call.path.startsWith('/api/common/') ? 'common' : 'front'],
    parameters,
    responses: {
      '200': {
        description: 'Success (code 200)',
        content: { 'application/json': { schema: envelopeSchema(refs.resultRef.get(name) ?? {}) } },
      },
      '400': {
        description: 'Bad input: errors names each field',
        content: { 'application/json': { schema: envelopeSchema({ type: 'null' }) } },
      },
      ...(call.auth ? { '401': { description: 'Login required' } } : {}),
      default: {
        description: `Other failures: ${Object.values(CODES)
          .filter((c) => c >= 403)
          .join(', ')} in code and status`,
      },
    },
  };
  if (call.auth) op.security = [{ bearer: [] }];
  const body = requestBodyOf(call.payload, refs.requestRef.get(name));
  if (body) op.requestBody = body;
  return op;
}

/** The request body of a call that takes one: JSON with its schema, or the one-file upload. Shared with the operator document (operator/openapi.ts). */
export function requestBodyOf(payload: string, schema: Json | undefined): Json | undefined {
  if (payload === 'body') return { required: true, content: { 'application/json': { schema: schema ?? {} } } };
  if (payload !== 'multipart') return undefined;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [UPLOAD_FIELD],
          properties: { [UPLOAD_FIELD]: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
      },
    },
  };
}

export function buildOpenApi(version: string): Json {
  const refs = components();
  const paths: Record<string, Json> = {};
  for (const name of callNames) {
    const call = calls[name];
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(name, refs) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gavel API',
      version,
      description:
        'Generated from lib/api/registry.ts by `npm run openapi`; see docs/api.md. Every answer is the envelope { code, type?, message, result, extras?, time?, errors?, reason?, fields? }. ' +
        'Tokens: Authorization: Bearer <access>; with an expired access token the client also sends X-Authorization: Bearer <refresh>, and new tokens come back in the access-token and x-access-token response headers (access-token: invalid_token = log out).',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: refs.schemas,
    },
    paths,
  };
}

/** The file's exact text: stable key order, two-space indent, trailing newline. */
export function openApiText(version: string): string {
  return `${JSON.stringify(buildOpenApi(version), null, 2)}\n`;
}

// Builds the OpenAPI 3.1 document of the operator calls (scripts/openapi.ts writes it to
// docs/operator-openapi.json; a test fails when the committed file is stale). Each call once per
// surface it is served on: the loopback token API (/api/admin, `Authorization: Operator <token>`)
// and the console API (/api/console, the session cookie, writes with the CSRF header). Who may
// call it is `x-roles` (the server answers 403 role_forbidden to anyone else).
import { z } from 'zod/mini';
import { ENVELOPE, requestBodyOf, schemaOf } from '../openapi';
import { operatorCalls, type OperatorCall } from './calls';
import {
  CONSOLE_COOKIE,
  CONSOLE_PREFIX,
  CSRF_HEADER,
  OPERATOR_CALL_NAMES,
  OPERATOR_GROUP_NAMES,
  TOKEN_PREFIX,
  operatorCallsOfGroup,
  type OperatorCallName,
} from './facts';

type Json = Record<string, unknown>;
type Surface = 'token' | 'console';
type AnyCall = OperatorCall<OperatorCallName>;

const PREFIX: Record<Surface, string> = { token: TOKEN_PREFIX, console: CONSOLE_PREFIX };
const upper = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const groupOf = new Map<string, string>(
  OPERATOR_GROUP_NAMES.flatMap((g) => operatorCallsOfGroup(g).map((n) => [n, g])),
);

/** Components for every JSON request body and result, converted in one pass per direction. */
function components(): { schemas: Record<string, Json>; requestRef: Map<string, Json>; resultRef: Map<string, Json> } {
  const out = z.registry<{ id: string }>();
  const inp = z.registry<{ id: string }>();
  const requestRef = new Map<string, Json>();
  const resultRef = new Map<string, Json>();
  for (const name of OPERATOR_CALL_NAMES) {
    const call: AnyCall = operatorCalls[name];
    if (call.answer === 'json') {
      if (!out.has(call.response)) out.add(call.response, { id: `${upper(name)}Result` });
      resultRef.set(name, { $ref: `#/components/schemas/${out.get(call.response)?.id}` });
    }
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

function queryParameters(call: AnyCall): Json[] {
  const json = schemaOf(call.request, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function fileAnswer(call: AnyCall): Json {
  const type = call.path.startsWith('/exports/') ? 'text/csv' : 'application/x-tar';
  return { description: 'The file, streamed (not the envelope)', content: { [type]: { schema: { type: 'string' } } } };
}

function operation(name: OperatorCallName, surface: Surface, refs: ReturnType<typeof components>): Json {
  const call: AnyCall = operatorCalls[name];
  const parameters: Json[] = call.payload === 'query' ? queryParameters(call) : [];
  if (surface === 'console' && call.write) {
    parameters.push({
      name: CSRF_HEADER,
      in: 'header',
      required: true,
      description: 'The session’s CSRF token (from signIn or me)',
      schema: { type: 'string' },
    });
  }
  const op: Json = {
    operationId: surface === 'console' ? name : `${name}Token`,
    summary: call.summary,
    tags: [groupOf.get(name) ?? 'other', surface],
    'x-roles': call.roles,
    'x-write': call.write,
    parameters,
    responses: {
      '200':
        call.answer === 'stream'
          ? fileAnswer(call)
          : {
              description: 'Success (code 200)',
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      { $ref: '#/components/schemas/Envelope' },
                      { type: 'object', properties: { result: refs.resultRef.get(name) ?? {} } },
                    ],
                  },
                },
              },
            },
      '400': { description: 'Bad input: errors names each field' },
      '401': { description: surface === 'console' ? 'No session' : 'No operator token' },
      '403': { description: 'role_forbidden: the role may not make the call (see x-roles)' },
    },
  };
  if (call.roles !== 'public') op.security = [surface === 'console' ? { session: [] } : { operatorToken: [] }];
  const body = requestBodyOf(call.payload, refs.requestRef.get(name));
  if (body) op.requestBody = body;
  return op;
}

export function buildOperatorOpenApi(version: string): Json {
  const refs = components();
  const paths: Record<string, Json> = {};
  for (const surface of ['token', 'console'] as const) {
    for (const name of OPERATOR_CALL_NAMES) {
      const call = operatorCalls[name];
      if (call.surface !== 'both' && call.surface !== surface) continue;
      const path = `${PREFIX[surface]}${call.path}`;
      paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(name, surface, refs) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gavel operator API',
      version,
      description:
        'Generated from lib/api/operator/ by `npm run openapi`; see docs/console.md. Each call is served on the loopback token API (/api/admin, Authorization: Operator <token>, acts as admin) and the console API (/api/console, session cookie; writes carry the CSRF header) unless its tags name one surface. x-roles: the roles that may make it. JSON answers are the envelope.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        operatorToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Operator <token>' },
        session: { type: 'apiKey', in: 'cookie', name: CONSOLE_COOKIE },
      },
      schemas: refs.schemas,
    },
    paths,
  };
}

/** The file's exact text: stable key order, two-space indent, trailing newline. */
export function operatorOpenApiText(version: string): string {
  return `${JSON.stringify(buildOperatorOpenApi(version), null, 2)}\n`;
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { describeErrors, issuesToErrors } from './envelope';
import { callNames, calls, specCallNames } from './registry';
import { samples } from './samples';

const IDEMPOTENT = [
  'buyProduct',
  'ProductWeiPai',
  'OneKeyProductWeiPai',
  'applyRecharge',
  'ApplyWithdraw',
  'ApplyScoreTiYanRefund',
];

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (value === null) return false;
  return 42;
}

function requiredKeys(schema: z.ZodMiniType, io: 'input' | 'output'): string[] {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as {
    required?: string[];
    anyOf?: { required?: string[] }[];
  };
  return json.required ?? json.anyOf?.find((s) => s.required)?.required ?? [];
}

/** The first object to break: the sample itself, or the first element of an array sample. */
function target(
  sample: unknown,
): { obj: Record<string, unknown>; wrap: (o: Record<string, unknown>) => unknown; prefix: string } | null {
  if (Array.isArray(sample)) {
    const first: unknown = sample[0];
    if (typeof first !== 'object' || first === null) return null;
    return { obj: first as Record<string, unknown>, wrap: (o) => [o], prefix: '[0].' };
  }
  if (typeof sample === 'object' && sample !== null)
    return { obj: sample as Record<string, unknown>, wrap: (o) => o, prefix: '' };
  return null;
}

function expectRejectsNaming(schema: z.ZodMiniType, value: unknown, field: string) {
  const result = schema.safeParse(value);
  expect(result.success, `accepted bad ${field}`).toBe(false);
  if (!result.success) expect(describeErrors(issuesToErrors(result.error))).toContain(field);
}

describe('registry', () => {
  // A call of ours is marked `ours` in its facts, and every unmarked call counts as one of the spec's
  // 36: a new call left unmarked fails here. No list of ours is kept (adding a call touches its facts,
  // not this test: docs/architecture.md).
  it('has exactly the 36 spec calls unmarked', () => {
    expect(specCallNames).toHaveLength(36);
    expect(calls.uploadImages).toMatchObject({
      path: '/api/common/uploadImages',
      payload: 'multipart',
      auth: true,
      timeout: 60_000,
    });
  });

  // After-sale writes too: a retried request must not open a second case or add a reply twice.
  it('marks exactly the money and goods moves (and the after-sale writes) as idempotent', () => {
    expect(callNames.filter((n) => calls[n].idempotent).sort()).toEqual(
      [...IDEMPOTENT, 'requestDelivery', 'confirmReceipt', 'openAfterSale', 'replyAfterSale'].sort(),
    );
  });

  it('uses GET for query/none payloads and POST for bodies, with unique paths', () => {
    for (const name of callNames) {
      const c = calls[name];
      expect(c.method === 'GET', name).toBe(c.payload === 'query' || c.payload === 'none');
    }
    expect(new Set(callNames.map((n) => calls[n].path)).size).toBe(callNames.length);
  });

  describe.each(callNames)('%s', (name) => {
    const call = calls[name];
    const sample = samples[name];

    it('accepts its samples', () => {
      expect(call.request.safeParse(sample.request).error).toBeUndefined();
      expect(call.response.safeParse(sample.result).error).toBeUndefined();
    });

    it('converts to JSON Schema', () => {
      expect(() => z.toJSONSchema(call.request, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(call.response, { io: 'output' })).not.toThrow();
    });

    it('rejects non-object input', () => {
      expect(call.request.safeParse('nonsense').success).toBe(false);
    });

    for (const side of ['request', 'result'] as const) {
      const schema = side === 'request' ? call.request : call.response;
      const t = target(sample[side]);
      if (t === null) continue;
      const keys = Object.keys(t.obj);
      it.each(keys)(`${side} rejects a wrong type for %s, naming it`, (key) => {
        expectRejectsNaming(schema, t.wrap({ ...t.obj, [key]: wrongType(t.obj[key]) }), `${t.prefix}${key}`);
      });
      const required = requiredKeys(
        Array.isArray(sample[side]) ? ((schema as unknown as z.ZodMiniArray).def.element as z.ZodMiniType) : schema,
        side === 'request' ? 'input' : 'output',
      );
      if (required.length > 0) {
        it.each(required)(`${side} rejects a missing %s, naming it`, (key) => {
          const { [key]: _dropped, ...rest } = t.obj;
          expectRejectsNaming(schema, t.wrap(rest), `${t.prefix}${key}`);
        });
      }
    }
  });
});

describe('field rules', () => {
  it('checks phone, passwords, codes and card numbers', () => {
    const reg = calls.register.request;
    const good = samples.register.request;
    expectRejectsNaming(reg, { ...good, phone: '0123456' }, 'phone');
    expectRejectsNaming(reg, { ...good, phone: '+12' }, 'phone');
    expectRejectsNaming(reg, { ...good, password: 'short' }, 'password');
    expectRejectsNaming(reg, { ...good, password: 'x'.repeat(65) }, 'password');
    expectRejectsNaming(reg, { ...good, code: '12345' }, 'code');
    const bank = samples.SaveUserBankInfo.request;
    expectRejectsNaming(calls.SaveUserBankInfo.request, { ...bank, cardNumber: '6011000990139425' }, 'cardNumber');
    expectRejectsNaming(calls.SaveUserBankInfo.request, { ...bank, cardNumber: '12345678901' }, 'cardNumber');
    expectRejectsNaming(calls.SaveUserBankInfo.request, { ...bank, payPassword: '12345a' }, 'payPassword');
  });

  it('checks identity submissions: trimmed name, any document number, upper-cased', () => {
    const req = calls.submitIdentity.request;
    const good = samples.submitIdentity.request;
    expect(req.parse({ ...good, realName: '  Li Wei  ', idNumber: ' e1234567 ' })).toMatchObject({
      realName: 'Li Wei',
      idNumber: 'E1234567',
    });
    expect(req.safeParse({ realName: 'Ana', idNumber: 'AB123456', frontImage: '/uploads/a.jpg' }).success).toBe(true);
    expectRejectsNaming(req, { ...good, realName: ' A ' }, 'realName');
    expectRejectsNaming(req, { ...good, realName: 'x'.repeat(51) }, 'realName');
    expectRejectsNaming(req, { ...good, idNumber: '12345' }, 'idNumber');
    expectRejectsNaming(req, { ...good, idNumber: '1'.repeat(31) }, 'idNumber');
    expectRejectsNaming(req, { ...good, idNumber: '4403-0519' }, 'idNumber');
    expectRejectsNaming(req, { ...good, frontImage: '' }, 'frontImage');
    expectRejectsNaming(
      calls.getIdentity.response,
      { ...samples.getIdentity.result, idNumber: '44030519900101123X' },
      'idNumber',
    );
    expect(calls.getIdentity.response.safeParse(null).success).toBe(true);
  });

  it('login needs exactly one of code and password', () => {
    expectRejectsNaming(calls.login.request, { phone: '13800138000' }, 'code');
    expectRejectsNaming(
      calls.login.request,
      { phone: '13800138000', code: '123456', password: 'correct horse' },
      'code',
    );
    expect(calls.login.request.safeParse({ phone: '13800138000', password: 'correct horse' }).success).toBe(true);
  });

  it('coerces query ids and refuses non-positive ones', () => {
    expect(calls.getProduct.request.parse({ id: '7' })).toEqual({ id: 7 });
    expectRejectsNaming(calls.getProduct.request, { id: '0' }, 'id');
    expectRejectsNaming(calls.getProduct.request, { id: '1.5' }, 'id');
  });

  it('bounds paging and refuses negative or fractional money', () => {
    expectRejectsNaming(calls.orderList.request, { page: 0, pageSize: 20 }, 'page');
    expectRejectsNaming(calls.orderList.request, { page: 1, pageSize: 51 }, 'pageSize');
    expect(calls.orderList.request.parse({})).toEqual({ page: 1, pageSize: 20 });
    expectRejectsNaming(calls.ApplyWithdraw.request, { amount: -1, payPassword: '246810' }, 'amount');
    expectRejectsNaming(calls.ApplyWithdraw.request, { amount: 10.5, payPassword: '246810' }, 'amount');
  });
});

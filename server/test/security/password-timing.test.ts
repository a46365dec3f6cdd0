// Item 2 of issue 21: a password login for an unknown phone answered in 8.5 ms, a registered one
// in 21.7 ms (argon2), so timing listed registered phones. Now an unknown phone is verified
// against a dummy hash of the same parameters. Checked structurally (never with a clock): argon2's
// verify is spied (a pass-through) and must run once per try, on a hash of the real cost.
import type * as argon2Module from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, nextPhone, type Harness } from '../harness';

const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof argon2Module>();
  return {
    ...argon2,
    verify: (hashed: string, password: string) => {
      verified.push(hashed);
      return argon2.verify(hashed, password);
    },
  };
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** `$argon2id$v=19$m=…,t=…,p=…`: the cost of a hash, without its salt and digest. */
const cost = (hashed: string | undefined) => hashed?.split('$').slice(0, 4).join('$');

describe('password login timing', () => {
  it('an unknown phone pays one argon2 verify of the same cost as a registered one, and fails alike', async () => {
    const known = await h.registerUser();
    verified.length = 0;
    const wrong = await h.api('login', { phone: known.phone, password: 'not-the-password-1' });
    expect(verified).toHaveLength(1);
    const realHash = verified[0];
    verified.length = 0;
    const unknown = await h.api('login', { phone: nextPhone(), password: 'not-the-password-1' });
    expect(verified).toHaveLength(1);
    expect(cost(verified[0])).toBe(cost(realHash));
    expect(cost(realHash)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(verified[0]).not.toBe(realHash);
    expect(unknown.status).toBe(wrong.status);
    expect({ ...unknown.body, time: 0 }).toEqual({ ...wrong.body, time: 0 });
  });

  it('the dummy hash never lets a password in', async () => {
    verified.length = 0;
    const phone = nextPhone();
    for (const password of ['not-the-password-1', 'another-guess-22']) {
      const r = await h.api('login', { phone, password });
      expect(r.body.reason).toBe('wrong_credentials');
    }
    expect(verified).toHaveLength(2);
  });
});

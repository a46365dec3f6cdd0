// Defect 10: weak passwords are refused on register and ChangePassword (NIST 800-63B: length and
// a bundled list of common ones, no composition rules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { weakPasswordReason } from '../../auth/weak-passwords';
import { createHarness, nextPhone, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('weak passwords', () => {
  it('refuses common, blank, repeated, sequential and phone-number passwords; accepts passphrases', () => {
    for (const p of ['12345678', '        ', 'Password1', 'aaaaaaaa', 'abababab', 'abcdefgh', '87654321', 'qwertyui'])
      expect(weakPasswordReason(p), p).not.toBeNull();
    expect(weakPasswordReason('pw13800138000', '13800138000')).not.toBeNull();
    for (const p of ['correct horse battery', 'secret-pass-1', '长城万里长城永不倒', 'Tr0ub4dor&3'])
      expect(weakPasswordReason(p), p).toBeNull();
  });

  it('register answers 422 naming password for 12345678 and eight spaces', async () => {
    for (const password of ['12345678', '        ']) {
      const phone = nextPhone();
      await h.call('GET', calls.getMobileCodeRegist.path, { query: { phone } });
      const r = await h.call('POST', calls.register.path, {
        body: { phone, code: h.sms.last(phone), password },
      });
      expect(r.status, password).toBe(422);
      expect(r.body.errors).toHaveProperty('password');
    }
  });

  it('ChangePassword refuses a weak new password', async () => {
    const u = await h.registerUser();
    const r = await h.call('POST', calls.ChangePassword.path, {
      token: u.accessToken,
      body: { oldPassword: u.password, newPassword: 'iloveyou' },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty('newPassword');
  });
});

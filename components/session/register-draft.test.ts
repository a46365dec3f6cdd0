// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRegisterDraft, readRegisterDraft, saveRegisterDraft } from './register-draft';

beforeEach(() => sessionStorage.clear());

describe('register draft', () => {
  it('round-trips the phone, invitation code and tick', () => {
    saveRegisterDraft({ phone: '13900000003', invitationCode: 'AB12', agreed: true });
    expect(readRegisterDraft()).toEqual({ phone: '13900000003', invitationCode: 'AB12', agreed: true });
    clearRegisterDraft();
    expect(readRegisterDraft()).toBeNull();
  });

  it('leaves nothing behind for an untouched form', () => {
    saveRegisterDraft({ phone: '1', invitationCode: '', agreed: false });
    saveRegisterDraft({ phone: '', invitationCode: '', agreed: false });
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('gavel:register-draft', '{not json');
    expect(readRegisterDraft()).toBeNull();
    sessionStorage.setItem('gavel:register-draft', JSON.stringify({ phone: 139, agreed: 'yes' }));
    expect(readRegisterDraft()).toBeNull();
    sessionStorage.setItem('gavel:register-draft', 'null');
    expect(readRegisterDraft()).toBeNull();
  });
});

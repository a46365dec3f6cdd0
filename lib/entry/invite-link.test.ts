import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/config';
import { entryTable } from '@/lib/routes';
import { inviteLink } from './invite-link';
import { resolveEntry } from './resolve';

describe('inviteLink', () => {
  it('is the spec hash link to the register page carrying the code', () => {
    expect(inviteLink('https://gavel.example/', 'AB12CD34')).toBe(
      'https://gavel.example/#/pages/register/register?invitationCode=AB12CD34',
    );
  });

  it('opens the register screen with the code, which the entry script saves', () => {
    const u = new URL(inviteLink('http://localhost:3000', 'XY9Z'));
    const result = resolveEntry(
      { pathname: u.pathname, search: u.search, hash: u.hash, storedLocale: null, languages: ['zh-CN'] },
      { routes: entryTable(), locales: LOCALES, defaultLocale: DEFAULT_LOCALE },
    );
    expect(result).toEqual({
      kind: 'route',
      locale: 'zh-CN',
      url: '/zh-CN/register/?invitationCode=XY9Z',
      invitationCode: 'XY9Z',
    });
  });
});

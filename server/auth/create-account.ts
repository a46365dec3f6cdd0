// One way an account comes to exist: the row and its acceptance of every agreement the register
// screen showed. `register` calls it; so does the API bench (scripts/bench/setup.ts), whose buyers
// must meet the same rules a real buyer does (issue 40: buyers inserted as bare rows never
// accepted the terms, and every bench buy was refused with terms_outdated).
import type { Locale } from '@/lib/i18n/config';
import type { Tx } from '../db/client';
import { newInvitationCode } from './invitation';
import { acceptAtRegistration, defaultNickname, type Reader } from '../content';
import { insertUser } from './queries';

export interface NewAccount {
  phone: string;
  passwordHash: string | null;
  inviterId: number | null;
  /** The register request's language: the default nickname is written in it. */
  locale: Locale;
  reader: Reader;
  now: Date;
}

/** The new user's id, or undefined when the phone was registered meanwhile (the caller says so). */
export async function createAccount(tx: Tx, a: NewAccount): Promise<number | undefined> {
  const created = await insertUser(tx, {
    phone: a.phone,
    passwordHash: a.passwordHash,
    nickname: defaultNickname(a.locale, a.phone),
    invitationCode: newInvitationCode(),
    inviterId: a.inviterId,
    createdAt: a.now,
  });
  if (created !== undefined) await acceptAtRegistration(tx, created, a.reader, a.now);
  return created;
}

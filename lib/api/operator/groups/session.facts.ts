// The session group's operator calls: their facts (zod-free; the schemas are in ./session.ts).
import { ADMIN, ALL, read, write, type Fact } from './define';

export const sessionFacts = {
  // Console session (the console only: the token API has no session).
  signIn: write('/session/sign-in', 'public', { surface: 'console', beforePasswordChange: true }),
  me: read('/session', ALL, { surface: 'console', payload: 'none', beforePasswordChange: true }),
  signOut: write('/session/sign-out', ALL, { surface: 'console', beforePasswordChange: true }),
  signOutEverywhere: write('/session/sign-out-everywhere', ALL, { surface: 'console', beforePasswordChange: true }),
  changePassword: write('/session/password', ALL, { surface: 'console', beforePasswordChange: true }),

  // Operator accounts (admin).
  operatorList: read('/operators', ADMIN, { payload: 'none' }),
  operatorAdd: write('/operators/add', ADMIN),
  operatorRole: write('/operators/role', ADMIN),
  operatorDisable: write('/operators/disable', ADMIN),
  operatorReset: write('/operators/reset', ADMIN),

  // The audit log (append-only): what the operators did.
  auditList: read('/audit', ALL, { paged: true }),
} satisfies Record<string, Fact>;

// Operator accounts (admin only, from the console or the CLI): add, list, change the role,
// disable, reset. Adding and resetting answer the temporary password and the TOTP secret once;
// only the argon2id hash and the sealed secret are stored. Every change is in the audit log.
import type { OperatorResult } from '@/lib/api/operator/calls';
import type { OperatorRole } from '@/lib/api/operator/facts';
import {
  insertOperatorAccount,
  listOperatorAccounts,
  lockAdminAccounts,
  lockOperatorAccount,
  updateOperatorAccount,
  type OperatorAccount,
} from '../../operator/accounts';
import { withTx } from '../../db/tx';
import type { Tx } from '../../db/client';
import { conflict, forbidden, notFound, refusal } from '../../http/errors';
import { hashPassword } from '../../auth';
import { recordOperatorAction } from '../../operator/operator-api';
import { consoleKey, newTotpSecret, otpauthUri, sealSecret, temporaryPassword } from './secrets';
import { endSessions } from '../../operator/console-sessions';
import type { OperatorHandlers } from '../../operator/operator-group';

type Account = OperatorAccount;

export const toOperatorAccount = (a: Account): OperatorResult<'operatorRole'> => ({
  name: a.name,
  role: a.role,
  disabled: a.disabled,
  mustChangePassword: a.mustChangePassword,
  createdAt: a.createdAt.toISOString(),
  lastSignInAt: a.lastSignInAt ? a.lastSignInAt.toISOString() : null,
});

async function lockAccount(tx: Tx, name: string): Promise<Account> {
  const a = await lockOperatorAccount(tx, name);
  if (!a) throw notFound(`Operator ${name}`);
  return a;
}

/** The last enabled admin stays: nobody locks the console out of its own accounts. */
async function keepOneAdmin(tx: Tx, a: Account, next: { role: OperatorRole; disabled: boolean }) {
  if (a.role !== 'admin' || a.disabled || (next.role === 'admin' && !next.disabled)) return;
  const admins = await lockAdminAccounts(tx);
  if (admins.filter((x) => !x.disabled).length <= 1) {
    throw refusal('conflict', 'This is the last admin: make another admin first', 409);
  }
}

async function credentials(ctxConfig: { dataDir: string; fastHashing: boolean }, name: string) {
  const password = temporaryPassword(name);
  const totpSecret = newTotpSecret();
  return {
    password,
    totpSecret,
    passwordHash: await hashPassword(ctxConfig, password),
    totpSecretEnc: sealSecret(consoleKey(ctxConfig.dataDir), totpSecret, name),
  };
}

export const operatorAccountHandlers = {
  operatorList: async (_input, ctx) => {
    const rows = await listOperatorAccounts(ctx.db);
    return { items: rows.map(toOperatorAccount) };
  },

  operatorAdd: async (body, ctx) => {
    const made = await credentials(ctx.config, body.name);
    return withTx(ctx.db, async (tx) => {
      const row = await insertOperatorAccount(tx, {
        name: body.name,
        role: body.role,
        passwordHash: made.passwordHash,
        totpSecretEnc: made.totpSecretEnc,
        createdAt: ctx.now(),
      });
      if (!row) throw conflict(`Operator ${body.name} already exists`);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'operator.add',
        target: `operator:${row.name}`,
        after: { role: row.role },
      });
      return {
        name: row.name,
        role: row.role,
        password: made.password,
        totpSecret: made.totpSecret,
        otpauthUri: otpauthUri(row.name, made.totpSecret),
      };
    });
  },

  operatorRole: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const a = await lockAccount(tx, body.name);
      if (a.role === body.role) return toOperatorAccount(a);
      await keepOneAdmin(tx, a, { role: body.role, disabled: a.disabled });
      const row = await updateOperatorAccount(tx, a.id, { role: body.role });
      if (!row) throw notFound(`Operator ${body.name}`);
      // A session carries its role from sign-in: the change takes effect at the next sign-in.
      await endSessions(tx, a.id);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'operator.role',
        target: `operator:${a.name}`,
        before: { role: a.role },
        after: { role: row.role },
      });
      return toOperatorAccount(row);
    }),

  operatorDisable: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const a = await lockAccount(tx, body.name);
      // Nobody disables the account they act from: another admin must (a slip locks nobody out).
      if (body.disabled && ctx.session?.operatorId === a.id) {
        throw forbidden('You cannot disable your own account: another admin can');
      }
      if (a.disabled === body.disabled) return toOperatorAccount(a);
      await keepOneAdmin(tx, a, { role: a.role, disabled: body.disabled });
      const row = await updateOperatorAccount(tx, a.id, { disabled: body.disabled });
      if (!row) throw notFound(`Operator ${body.name}`);
      if (body.disabled) await endSessions(tx, a.id);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: body.disabled ? 'operator.disable' : 'operator.enable',
        target: `operator:${a.name}`,
        before: { disabled: a.disabled },
        after: { disabled: row.disabled },
      });
      return toOperatorAccount(row);
    }),

  operatorReset: async (body, ctx) => {
    const made = await credentials(ctx.config, body.name);
    return withTx(ctx.db, async (tx) => {
      const a = await lockAccount(tx, body.name);
      await updateOperatorAccount(tx, a.id, {
        passwordHash: made.passwordHash,
        totpSecretEnc: made.totpSecretEnc,
        totpLastStep: 0,
        mustChangePassword: true,
      });
      await endSessions(tx, a.id);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'operator.reset',
        target: `operator:${a.name}`,
      });
      return {
        name: a.name,
        role: a.role,
        password: made.password,
        totpSecret: made.totpSecret,
        otpauthUri: otpauthUri(a.name, made.totpSecret),
      };
    });
  },
} satisfies Partial<OperatorHandlers<'session'>>;

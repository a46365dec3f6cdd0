// Settings that come from configuration rather than the demo seed: applied at every start, so a
// fresh production database has them too.
import { sql } from 'drizzle-orm';
import { LOCALES } from '@/lib/i18n/config';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { appConfig, contentTranslations, platformAccounts, type ContentEntity, type ContentField } from '../db/schema';
import { withTx } from '../db/tx';
import { RECHARGE_INSTRUCTIONS_CODE } from '../content';
import { MONEY_TEXT, type MoneyText } from './money-texts';

export async function applyConfigured(db: Db, config: Config): Promise<void> {
  await withTx(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7041979)`);
    await firstInstructions(tx, config);
    const existing = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
    // Operators may edit accounts later; configuration only fills an empty table.
    if (existing.length > 0) return;
    const branch = config.platformBank.branch;
    const [account] = await tx
      .insert(platformAccounts)
      .values({
        bankName: config.platformBank.bankName,
        accountName: config.platformBank.holder,
        accountNumber: config.platformBank.account,
        branch: inDefaultLocale(config, 'branch', branch) || null,
      })
      .returning({ id: platformAccounts.id });
    if (account) await translations(tx, config, 'platform_account', account.id, 'branch', branch);
  });
}

/**
 * The recharge instructions are content per locale (issue 41 #3): RECHARGE_INSTRUCTIONS is only
 * the first start's text; afterwards the console edits it (app_config 'recharge_instructions' and
 * its translations), and a changed variable changes nothing.
 */
async function firstInstructions(tx: Tx, config: Config): Promise<void> {
  const text = config.recharge.instructions;
  const added = await tx
    .insert(appConfig)
    .values({ code: RECHARGE_INSTRUCTIONS_CODE, value: inDefaultLocale(config, 'instructions', text) })
    .onConflictDoNothing()
    .returning({ code: appConfig.code });
  if (added.length > 0) await translations(tx, config, 'recharge', 0, 'instructions', text);
}

/** The built-in text in the default content locale when the variable kept its default; else the operator's. */
function inDefaultLocale(config: Config, key: keyof MoneyText, configured: string): string {
  return configured === MONEY_TEXT.en[key] ? MONEY_TEXT[config.defaultContentLocale][key] : configured;
}

/** The built-in translations, only for the built-in text (an operator's own text is theirs to translate). */
async function translations(
  tx: Tx,
  config: Config,
  entity: ContentEntity,
  id: number,
  key: keyof MoneyText & ContentField,
  configured: string,
): Promise<void> {
  if (configured !== MONEY_TEXT.en[key]) return;
  const others = LOCALES.filter((l) => l !== config.defaultContentLocale);
  await tx
    .insert(contentTranslations)
    .values(others.map((locale) => ({ entity, entityId: id, locale, field: key, value: MONEY_TEXT[locale][key] })))
    .onConflictDoNothing();
}

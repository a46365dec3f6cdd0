// Settings that come from configuration rather than the demo seed: applied at every start, so a
// fresh production database has them too.
import { sql } from 'drizzle-orm';
import { LOCALES } from '@/lib/i18n/config';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { ContentEntity, ContentField } from '../db/schema';
import { withTx } from '../db/tx';
import { addFirstInstructions, insertTranslations } from '../content';
import { addFirstPlatformAccount } from '../wallet';
import { MONEY_TEXT, type MoneyText } from './money-texts';

export async function applyConfigured(db: Db, config: Config): Promise<void> {
  await withTx(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7041979)`);
    await firstInstructions(tx, config);
    // Operators may edit accounts later; configuration only fills an empty table.
    const branch = config.platformBank.branch;
    const accountId = await addFirstPlatformAccount(tx, {
      bankName: config.platformBank.bankName,
      accountName: config.platformBank.holder,
      accountNumber: config.platformBank.account,
      branch: inDefaultLocale(config, 'branch', branch) || null,
    });
    if (accountId !== null) await translations(tx, config, 'platform_account', accountId, 'branch', branch);
  });
}

/**
 * The recharge instructions are content per locale (issue 41 #3): RECHARGE_INSTRUCTIONS is only
 * the first start's text; afterwards the console edits it (app_config 'recharge_instructions' and
 * its translations), and a changed variable changes nothing.
 */
async function firstInstructions(tx: Tx, config: Config): Promise<void> {
  const text = config.recharge.instructions;
  if (await addFirstInstructions(tx, inDefaultLocale(config, 'instructions', text)))
    await translations(tx, config, 'recharge', 0, 'instructions', text);
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
  await insertTranslations(
    tx,
    others.map((locale) => ({ entity, entityId: id, locale, field: key, value: MONEY_TEXT[locale][key] })),
    { keepExisting: true },
  );
}

// The start-up banner. It never shows a password in production (there is no demo buyer there).
import { existsSync } from 'node:fs';
import type { Config } from './config';
import { DEMO_BUYER } from './seed';

/** `port`: where the server really listens (PORT=0 picks a free one). */
export function bannerLines(config: Config, seedNotes: string[], port = config.port): string[] {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const production = config.env === 'production';
  return [
    `Gavel is running at http://${shown}:${port}/`,
    `  data: ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL from DATABASE_URL)' : ` (embedded database in ${config.dataDir}/db)`}`,
    ...(config.seed && !production
      ? [`  log in as the demo buyer: phone ${DEMO_BUYER.phone}, password ${DEMO_BUYER.password}`]
      : []),
    config.smsTestCode
      ? `  or with an SMS code: every code is ${config.smsTestCode} (SMS_TEST_CODE)`
      : config.smsWebhookUrl
        ? '  SMS codes go to SMS_WEBHOOK_URL'
        : production
          ? '  SMS codes are NOT sent (SMS_DISABLED=true, no SMS_WEBHOOK_URL): nobody can register or log in by code'
          : '  or with an SMS code: the code is printed here when you ask for one',
    ...seedNotes.filter((n) => !n.startsWith('Demo buyer:')).map((n) => `  ${n}`),
    // A newcomer learns here where staff work and how the first of them gets in (docs/console.md,
    // "First run"); the console signs in with an operator account, which only the CLI can make first.
    `  operator console: http://${shown}:${port}/console/`,
    `  first admin (run once, in another terminal): npm run admin -- operator add <name> --role admin`,
    `  operator CLI: npm run admin -- help   (token in ${config.dataDir}/operator-token)`,
    ...(existsSync(config.outDir)
      ? []
      : [`  no exported app in ${config.outDir}: run \`npm run build\` to serve the screens too`]),
  ];
}

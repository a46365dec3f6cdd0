// Entry point: one process serves the API, the operator API and the exported app (out/).
import { existsSync } from 'node:fs';
import { buildAppWithNotes } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_BUYER } from './seed';

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

const { app, seedNotes } = await buildAppWithNotes(config);
await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  `Gavel is running at http://${shown}:${config.port}/`,
  `  data: ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL from DATABASE_URL)' : ` (embedded database in ${config.dataDir}/db)`}`,
  `  log in as the demo buyer: phone ${DEMO_BUYER.phone}, password ${DEMO_BUYER.password}`,
  config.smsTestCode
    ? `  or with an SMS code: every code is ${config.smsTestCode} (SMS_TEST_CODE)`
    : '  or with an SMS code: the code is printed here when you ask for one',
  ...seedNotes.filter((n) => !n.startsWith('Demo buyer:')).map((n) => `  ${n}`),
  `  operator CLI: npm run admin -- help   (token in ${config.dataDir}/operator-token)`,
  ...(existsSync(config.outDir)
    ? []
    : [`  no exported app in ${config.outDir}: run \`npm run build\` to serve the screens too`]),
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

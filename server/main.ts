// Entry point: one process serves the API, the operator API and the exported app (out/).
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildAppWithNotes } from './app';
import { bannerLines } from './banner';
import { ConfigError, loadConfig } from './config';
import { localUrl, serverUrlFile } from './paths';

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
const urlFile = serverUrlFile(config);
app.addHook('onClose', () => rmSync(urlFile, { force: true }));
await app.listen({ port: config.port, host: config.host });
// The operator CLI reads this to find us from DATA_DIR alone (PORT=0 picks a free port).
const { port } = app.server.address() as AddressInfo;
writeFileSync(urlFile, `${localUrl(config.host, port)}\n`, { mode: 0o600 });

const lines = bannerLines(config, seedNotes, port);
console.log(lines.join('\n'));

// npm start execs this process (package.json), so SIGTERM to npm start's process reaches it.
// A graceful stop (a rolling restart): /readyz says draining, new connections are refused, requests
// in flight finish, WebSockets close with 1012 so the app reconnects at once to another process,
// then the database closes. Past SHUTDOWN_TIMEOUT_S, close-with-grace exits anyway (code 1).
closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'stopping after an uncaught error');
  else app.log.info(`${signal ?? 'stop'}: draining`);
  app.lifecycle.startDraining();
  await app.close();
});

// Entry point: one process serves the API, the operator API and the exported app (out/).
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
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
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

// Setup file of the server test project: after each file, the test apps it left open are closed
// (open-apps.ts), so the next file in the same worker starts without them.
import { afterAll } from 'vitest';
import { closeOpenApps } from './open-apps';

afterAll(async () => {
  await closeOpenApps();
});

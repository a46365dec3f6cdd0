// Download my data on PostgreSQL, where requests really run at once (PGlite runs one transaction
// at a time and would hide a race): ten requests of one user at once get one token, and ten
// downloads with that token at once get one document; the others are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { postgresForTest } from '../test/postgres';

const temp = await postgresForTest('data-export.postgres.test');

describe.runIf(temp !== undefined)('Download my data, concurrent (PostgreSQL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ databaseUrl: temp!.url, memoryDb: false });
  });
  afterAll(async () => {
    await h?.close();
    await temp?.drop();
  });

  it('ten requests at once: one token, nine 429 rate_limited', async () => {
    const u = await h.registerUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.api('RequestDataExport', {}, { token: u.accessToken })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 429 && r.body.reason === 'rate_limited')).toHaveLength(9);
  });

  it('ten downloads with one token at once: one document, nine 410 export_used', async () => {
    const u = await h.registerUser();
    const ticket = await h.api('RequestDataExport', {}, { token: u.accessToken });
    expect(ticket.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.api('DownloadDataExport', { token: ticket.body.result.token }, { token: u.accessToken }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 410 && r.body.reason === 'export_used')).toHaveLength(9);
  });
});

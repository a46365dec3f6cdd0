// noticeList / noticeEdit / articleList: the console's Content screen reads what is stored (the
// sanitised body), an edit sanitises like an add and is audited, an unknown notice is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface Notice {
  id: number;
  title: string;
  body: string;
  pinned: boolean;
  createdAt: string;
}

describe('notices and articles for operators', () => {
  it('lists notices newest first, paged, with the stored (sanitised) body', async () => {
    const a = await h.operator<{ id: number }>('POST', '/notices', { title: 'First', body: '<p>one</p>' });
    const b = await h.operator<{ id: number }>('POST', '/notices', {
      title: 'Second',
      body: '<p>two<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    });
    const r = await h.operator<{ items: Notice[]; total: number }>('GET', '/notices?page=1&pageSize=1');
    expect(r.status).toBe(200);
    expect(r.body.result.total).toBeGreaterThanOrEqual(2);
    expect(r.body.result.items).toHaveLength(1);
    const [top] = r.body.result.items;
    expect(top?.id).toBe(b.body.result.id);
    expect(top?.body).not.toMatch(/onerror|script/);
    const page2 = await h.operator<{ items: Notice[] }>('GET', '/notices?page=2&pageSize=1');
    expect(page2.body.result.items[0]?.id).toBe(a.body.result.id);
  });

  it('edits a notice, sanitising the body, and writes the audit log', async () => {
    const added = await h.operator<{ id: number }>('POST', '/notices', { title: 'Old', body: '<p>old</p>' });
    const id = added.body.result.id;
    const r = await h.operator<Notice>('POST', '/notices/edit', {
      id,
      title: 'New',
      body: '<p>new<img src="https://example.com/a.png" onerror="alert(1)"></p>',
      pinned: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ id, title: 'New', pinned: true });
    // A remote image would tell its host who read the notice: dropped whole.
    expect(r.body.result.body).toBe('<p>new</p>');
    const audit = await h.operator<{ items: { action: string; target: string }[] }>('GET', `/audit?kind=notice%20edit`);
    expect(audit.body.result.items.some((x) => x.target === `notice:${id}`)).toBe(true);
  });

  it('answers 404 for an unknown notice and 400 for an empty title', async () => {
    const missing = await h.operator('POST', '/notices/edit', { id: 999999, title: 'x' });
    expect(missing.status).toBe(404);
    const empty = await h.operator('POST', '/notices/edit', { id: 1, title: '  ' });
    expect(empty.status).toBe(400);
  });

  it('lists the articles', async () => {
    await h.operator('POST', '/articles', { id: 42, title: 'About', body: '<p>us</p>' });
    const r = await h.operator<{ id: number; title: string }[]>('GET', '/articles');
    expect(r.status).toBe(200);
    expect(r.body.result.find((a) => a.id === 42)?.title).toBe('About');
  });
});

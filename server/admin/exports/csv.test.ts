// CSV cells (quotes, commas, line breaks, formula injection) and the streaming: the reply's first
// bytes reach the client while later pages have not been read from the database yet, and each
// page is one bounded query.
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { csvCell, csvLine, keysetCsv, type KeysetSource } from './csv';

describe('csvCell', () => {
  it('quotes a cell with a quote, a comma or a line break, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('prefixes text that a spreadsheet would read as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers (a negative amount keeps its sign), dates as ISO, objects as JSON', () => {
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    expect(csvCell({ a: 1, b: 'x,y' })).toBe('"{""a"":1,""b"":""x,y""}"');
    expect(csvLine(['a', 1, null, '=1'])).toBe("a,1,,'=1\r\n");
  });
});

describe('keysetCsv', () => {
  /** 10 rows of ids 1..10, pages counted; the page after `gateAfter` waits until `open()`. */
  function source(gateAfter: number) {
    const asked: { after: number | null; limit: number }[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const s: KeysetSource<number, number> = {
      header: ['id', 'text'],
      async page(after, limit) {
        asked.push({ after, limit });
        if (asked.length > gateAfter) await gate;
        const from = (after ?? 0) + 1;
        return Array.from({ length: Math.max(0, Math.min(limit, 10 - from + 1)) }, (_, i) => from + i);
      },
      keyOf: (n) => n,
      cells: (n) => [n, `row ${n}`],
    };
    return { s, asked, open: () => open() };
  }

  it('reads page by page after the last key, each page bounded', async () => {
    const { s, asked, open } = source(99);
    open();
    let text = '';
    for await (const chunk of keysetCsv(s, 4)) text += chunk;
    expect(asked).toEqual([
      { after: null, limit: 4 },
      { after: 4, limit: 4 },
      { after: 8, limit: 4 },
    ]);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,text');
    expect(lines.slice(1, -1)).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1},row ${i + 1}`));
  });

  const app = Fastify();
  afterAll(() => app.close());

  it('over HTTP, the reply starts before the later pages are read', async () => {
    const { s, asked, open } = source(1);
    app.get('/csv', (_req, reply) => reply.type('text/csv').send(Readable.from(keysetCsv(s, 3), { highWaterMark: 1 })));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/csv`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    // The header and the first page arrive while the second page is still held back.
    while (!received.includes('3,row 3')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('ended early');
      received += decoder.decode(value, { stream: true });
    }
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(received).not.toContain('4,row 4');
    open();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toContain('10,row 10');
    expect(asked.map((a) => a.after)).toEqual([null, 3, 6, 9]);
  });
});

// The floor for `npm run bench:api`: the least a server can do for a buy — node:http, a pg pool of
// 10 (as Gavel's), and the same conditional UPDATE of the stock, nothing else (no auth, no ledger,
// no order). Gavel's figures are read against it, measured in the same run on the same database.
// For the list, POST /list answers the first page of 20 (the list item's fields, as Gavel's
// getProductList answers them) from one SELECT per request, serialised in an envelope.
// Usage: tsx scripts/bench/floor-server.ts <port> <databaseUrl>   (listens on 127.0.0.1 only)
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

const [portArg, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => undefined);
const TAKE = {
  name: 'floor_take',
  text: 'UPDATE products SET stock = stock - 1 WHERE id = $1 AND stock >= 1 AND NOT off_shelf RETURNING stock',
};

const LIST = {
  name: 'floor_list',
  text: `SELECT id, name, type_id AS "typeId", kind, price, stock, images,
      CASE WHEN off_shelf THEN 'off_shelf' WHEN stock > 0 THEN 'on_sale' ELSE 'sold_out' END AS status,
      seller_id AS "sellerId", seller_id IS NOT NULL AS consigned, created_at AS "createdAt",
      (count(*) OVER ())::int AS total
    FROM products WHERE NOT off_shelf ORDER BY created_at DESC, id DESC LIMIT 20`,
};

function list(res: ServerResponse) {
  pool.query(LIST).then(
    (r) => {
      const total = (r.rows[0] as { total?: number } | undefined)?.total ?? 0;
      const items = r.rows.map(({ total: _t, ...item }: Record<string, unknown>) => item);
      const body = JSON.stringify({ code: 200, result: { items, total, page: 1, pageSize: 20 } });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    },
    () => res.writeHead(500).end(),
  );
}

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (req.url === '/list') {
    req.resume().on('end', () => list(res));
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const { productId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { productId: number };
    pool.query({ ...TAKE, values: [productId] }).then(
      (r) =>
        r.rowCount === 1
          ? res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}')
          : res.writeHead(422, { 'content-type': 'application/json' }).end('{"code":422,"message":"sold out"}'),
      () => res.writeHead(500).end(),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portArg), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});

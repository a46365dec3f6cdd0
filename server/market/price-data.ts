// GetTzPriceData: daily price statistics per product type. Recorded history (price_points, e.g.
// imported or seeded) is merged with live statistics computed from purchases in orders; where
// both have a day, the live figures win. Days are UTC calendar days.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';

export const PRICE_DAYS = 30;

export interface PricePoint {
  date: string;
  average: number;
  high: number;
  low: number;
  volume: number;
}

interface Row {
  type_id: number;
  name: string;
  day: string;
  average: string | number;
  high: string | number;
  low: string | number;
  volume: string | number;
}

export async function priceSeries(db: Db, now: Date) {
  const since = new Date(now.getTime() - (PRICE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const recorded = await rows<Row>(
    db,
    sql`SELECT pp.type_id, coalesce(t.name, pp.type_name) AS name, to_char(pp.day, 'YYYY-MM-DD') AS day,
               pp.average, pp.high, pp.low, pp.volume
          FROM price_points pp LEFT JOIN product_types t ON t.id = pp.type_id
         WHERE pp.day >= ${since}::date`,
  );
  const live = await rows<Row>(
    db,
    sql`SELECT p.type_id, t.name, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
               round(sum(o.price * o.quantity)::numeric / sum(o.quantity))::bigint AS average,
               max(o.price) AS high, min(o.price) AS low, sum(o.quantity) AS volume
          FROM orders o JOIN products p ON p.id = o.product_id JOIN product_types t ON t.id = p.type_id
         WHERE o.created_at >= ${since}::date
         GROUP BY p.type_id, t.name, 3`,
  );
  const byType = new Map<number, { typeId: number; name: string; days: Map<string, PricePoint> }>();
  for (const r of [...recorded, ...live]) {
    const s = byType.get(r.type_id) ?? { typeId: r.type_id, name: r.name, days: new Map<string, PricePoint>() };
    s.days.set(r.day, {
      date: r.day,
      average: Number(r.average),
      high: Number(r.high),
      low: Number(r.low),
      volume: Number(r.volume),
    });
    byType.set(r.type_id, s);
  }
  return [...byType.values()]
    .sort((a, b) => a.typeId - b.typeId)
    .map((s) => ({
      typeId: s.typeId,
      name: s.name,
      points: [...s.days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    }));
}

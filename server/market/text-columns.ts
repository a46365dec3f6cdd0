// The default locale's texts of product types and products (their own columns), for content's
// side-by-side editor (server/ports/text-rows.ts).
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products, productTypes } from '../db/schema';
import type { TextColumns } from '../ports/text-rows';

const first = <T>(rows: T[]) => rows[0] ?? null;
const changed = async (q: Promise<unknown[]>) => (await q).length > 0;

export const productTypeTexts: TextColumns = {
  read: async (exec, id) =>
    first(await exec.select({ name: productTypes.name }).from(productTypes).where(eq(productTypes.id, id))),
  write: (exec: Executor, id, _field, value) =>
    changed(exec.update(productTypes).set({ name: value }).where(eq(productTypes.id, id)).returning()),
};

export const productTexts: TextColumns = {
  read: async (exec, id) =>
    first(
      await exec
        .select({ name: products.name, description: products.description })
        .from(products)
        .where(eq(products.id, id)),
    ),
  write: (exec, id, field, value) =>
    changed(
      exec
        .update(products)
        .set(field === 'name' ? { name: value } : { description: value })
        .where(eq(products.id, id))
        .returning(),
    ),
};

// The default locale's text of a level (its own name column), for content's side-by-side editor
// (server/ports/text-rows.ts).
import { eq } from 'drizzle-orm';
import { levels } from '../db/schema';
import type { TextColumns } from '../ports/text-rows';

export const levelTexts: TextColumns = {
  read: async (exec, id) => (await exec.select({ name: levels.name }).from(levels).where(eq(levels.id, id)))[0] ?? null,
  write: async (exec, id, _field, value) =>
    (await exec.update(levels).set({ name: value }).where(eq(levels.id, id)).returning()).length > 0,
};

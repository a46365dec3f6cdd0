// The default locale's text of a chat group (its own name column), for content's side-by-side
// editor (server/ports/text-rows.ts), and the general group the seed names in every locale.
import { eq } from 'drizzle-orm';
import { chatGroups } from '../db/schema';
import type { Executor } from '../db/client';
import type { TextColumns } from '../ports/text-rows';

export const chatGroupTexts: TextColumns = {
  read: async (exec, id) =>
    (await exec.select({ name: chatGroups.name }).from(chatGroups).where(eq(chatGroups.id, id)))[0] ?? null,
  write: async (exec, id, _field, value) =>
    (await exec.update(chatGroups).set({ name: value }).where(eq(chatGroups.id, id)).returning()).length > 0,
};

/** The general group's id (every user is in it), if there is one. */
export async function generalGroupId(exec: Executor): Promise<number | undefined> {
  const [general] = await exec.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.isGeneral, true));
  return general?.id;
}

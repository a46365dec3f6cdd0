// The address book as the market reads it when a buyer asks for delivery (server/ports/address-book.ts).
import { and, eq } from 'drizzle-orm';
import { addresses } from '../db/schema';
import type { AddressBook } from '../ports/address-book';

export const addressBook: AddressBook = {
  async shareOwnAddress(tx, userId, addressId) {
    const [a] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .for('share');
    if (!a) return null;
    return { id: a.id, name: a.name, phone: a.phone, region: a.region, detail: a.detail, postalCode: a.postalCode };
  },
};

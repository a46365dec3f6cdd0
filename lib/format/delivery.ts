// The delivery address an order kept when its buyer asked for delivery (requestDelivery's snapshot),
// as an operator reads it (issue 42 #4): support and the other staff roles ship and call, so they
// read it whole; a viewer only watches the queue, so it gets the phone masked like every phone
// (maskPhone), the recipient's name reduced to its first character and the address reduced to its
// region (city level: enough to see where orders go, not enough to find a door). The Orders screen
// and the orders export use this one rule (docs/console.md "Orders").
import { maskPhone } from './phone';

/** What requestDelivery stores on the order (server/db/schema/market.ts AddressSnapshot). */
export interface DeliveryAddress {
  name: string;
  phone: string;
  region: string;
  detail: string;
  postalCode: string | null;
}

/** As an operator reads it: `detail` and `postalCode` are null when masked. */
export interface OperatorDelivery {
  name: string;
  phone: string;
  region: string;
  detail: string | null;
  postalCode: string | null;
}

/** "李小明" → "李**", "Li Wei" → "L*****": the first character kept (by code point, not UTF-16 unit). */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  const first = chars[0];
  return first === undefined ? '' : first + '*'.repeat(Math.max(1, chars.length - 1));
}

export function deliveryForOperator(a: DeliveryAddress, masked: boolean): OperatorDelivery {
  if (!masked) return { name: a.name, phone: a.phone, region: a.region, detail: a.detail, postalCode: a.postalCode };
  return { name: maskName(a.name), phone: maskPhone(a.phone), region: a.region, detail: null, postalCode: null };
}

// A notification's name in its reader's language (issue 41, docs/notifications.md "Names"). The
// triggers that write notifications store the item's or notice's name in the default content
// locale with its id; the name is read again in the reader's language when the notification is
// read (GetNotifications) or pushed (the subscription's locale). The stored name is the fallback:
// no translation, or the row is gone.
import type { NotificationData } from '@/lib/api/schemas/notify';
import { localizeNames, type NameRef, type Reader } from '../content';
import type { Executor } from '../db/client';
import { productIdsOfOrders } from '../market';

/** data.name's limit (the schema's text(120)); a translation may be longer than the trigger's cut. */
const NAME_MAX = 120;

function cut(name: string): string {
  if (name.length <= NAME_MAX) return name;
  // Whole characters only: never half of a surrogate pair.
  let out = '';
  for (const ch of name) {
    if (out.length + ch.length > NAME_MAX) break;
    out += ch;
  }
  return out;
}

/** Each notification with `data.name` in the reader's language and `data.lang` saying which. */
export async function localizeNotifications<N extends { data: NotificationData }>(
  exec: Executor,
  reader: Reader,
  items: readonly N[],
): Promise<N[]> {
  // A delivery names its order; the order's item holds the translations.
  const orderIds = items.flatMap((n) =>
    n.data.name !== undefined && n.data.productId === undefined && n.data.orderId !== undefined ? [n.data.orderId] : [],
  );
  const orderProducts =
    reader.locale === reader.fallback ? new Map<number, number>() : await productIdsOfOrders(exec, orderIds);
  const refOf = ({ data }: N): NameRef | null => {
    if (data.name === undefined) return null;
    const stored = data.name;
    const productId = data.productId ?? (data.orderId === undefined ? undefined : orderProducts.get(data.orderId));
    if (productId !== undefined) return { entity: 'product', id: productId, stored };
    if (data.noticeId !== undefined) return { entity: 'notice', id: data.noticeId, stored };
    if (data.articleId !== undefined) return { entity: 'article', id: data.articleId, stored };
    return null;
  };
  const refs = items.map(refOf);
  const names = await localizeNames(
    exec,
    reader,
    refs.flatMap((r) => (r ? [r] : [])),
  );
  let next = 0;
  return items.map((n, i) => {
    if (n.data.name === undefined) return n;
    // A name without a row to look up (none today) stays as stored.
    const name = refs[i] ? names[next++]! : { text: n.data.name, lang: reader.fallback };
    return { ...n, data: { ...n.data, name: cut(name.text), lang: name.lang } };
  });
}

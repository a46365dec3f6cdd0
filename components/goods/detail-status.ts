// The detail page's status tag, coherent with the auction strip beside it: an item on sale reads
// "On sale" only while bidding is open; with the window closed it reads "Bidding closed" (it used
// to say "On sale" next to "Not bidding now"). Sold out and withdrawn win over the window.
import type { TagTone } from '@/components/ui/tag';

export type DetailStatusKey = 'statusOnSale' | 'statusSoldOut' | 'statusOffShelf' | 'statusClosed';

export function detailStatus(
  status: 'on_sale' | 'sold_out' | 'off_shelf',
  auction: { allowBuy: boolean } | null,
): { key: DetailStatusKey; tone: TagTone } {
  if (status === 'off_shelf') return { key: 'statusOffShelf', tone: 'neutral' };
  if (status === 'sold_out') return { key: 'statusSoldOut', tone: 'neutral' };
  if (auction && !auction.allowBuy) return { key: 'statusClosed', tone: 'warning' };
  return { key: 'statusOnSale', tone: 'success' };
}

/**
 * Who sells the item, and whether to say that the payment goes to another buyer: only for an item
 * another buyer consigned. The viewer's own consigned item reads "You" and says nothing of paying
 * them (issue 37 #3b); while the viewer is not known yet the hint waits.
 */
export function sellerFacts(
  product: { consigned: boolean; sellerId: number | null },
  viewer: { known: boolean; id: number | undefined },
): { seller: 'you' | 'buyer' | 'platform'; paysBuyer: boolean } {
  if (!product.consigned || product.sellerId === null) return { seller: 'platform', paysBuyer: false };
  if (viewer.id === product.sellerId) return { seller: 'you', paysBuyer: false };
  return { seller: 'buyer', paysBuyer: viewer.known };
}

// Marketplace and wallet tables. migrations/0002_market.sql is the source of truth; this mirrors
// it for typed queries. Money columns are bigint minor units read as JS numbers (safe below 2^53).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export interface StoredImage {
  url: string;
  thumb: string;
}

export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  typeId: integer('type_id').notNull(),
  kind: text('kind').$type<'auction' | 'pickup' | 'consumption'>().notNull(),
  price: money('price').notNull(),
  stock: integer('stock').notNull(),
  images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  offShelf: boolean('off_shelf').notNull().default(false),
  sellerId: integer('seller_id'),
  sourceOrderId: integer('source_order_id'),
  // 0002_market.sql: DEFAULT now() (found by server/db/schema-drift.test.ts).
  createdAt: ts('created_at')
    .notNull()
    .default(sql`now()`),
});

export const marketSettings = pgTable('market_settings', {
  id: integer('id').primaryKey(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  timeZone: text('time_zone').notNull(),
  consignMarkupBp: integer('consign_markup_bp').notNull().default(0),
});

export type OrderStatus = 'owned' | 'consigned' | 'sold' | 'delivery_requested' | 'shipped' | 'delivered';

export interface AddressSnapshot {
  name: string;
  phone: string;
  region: string;
  detail: string;
  postalCode: string | null;
}

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  productId: integer('product_id').notNull(),
  productName: text('product_name').notNull(),
  productImage: jsonb('product_image').$type<StoredImage | null>(),
  kind: text('kind').$type<'auction' | 'pickup' | 'consumption'>().notNull(),
  quantity: integer('quantity').notNull(),
  price: money('price').notNull(),
  total: money('total').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  askingPrice: money('asking_price'),
  consignedAt: ts('consigned_at'),
  soldAt: ts('sold_at'),
  resaleProductId: integer('resale_product_id'),
  addressId: integer('address_id'),
  address: jsonb('address').$type<AddressSnapshot | null>(),
  requestedAt: ts('requested_at'),
  shippedAt: ts('shipped_at'),
  carrier: text('carrier'),
  trackingNo: text('tracking_no'),
  deliveredAt: ts('delivered_at'),
  /** Who closed the delivery: the buyer confirming receipt, or an operator (migration 0014). */
  deliveredBy: text('delivered_by').$type<'buyer' | 'operator'>(),
  createdAt: ts('created_at').notNull(),
  /** What after-sale refunds returned on this order, at most its total (migration 0032). */
  refundedAmount: money('refunded_amount').notNull().default(0),
});

export type AccountKind = 'available' | 'frozen' | 'score' | 'score_frozen' | 'system';

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  userId: integer('user_id'),
  kind: text('kind').$type<AccountKind>().notNull(),
  currency: text('currency').$type<'money' | 'score'>().notNull(),
  allowNegative: boolean('allow_negative').notNull().default(false),
  balance: money('balance').notNull().default(0),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  memo: text('memo').notNull().default(''),
  refId: integer('ref_id'),
  createdAt: ts('created_at').notNull(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  accountId: integer('account_id').notNull(),
  amount: money('amount').notNull(),
  balanceAfter: money('balance_after').notNull(),
  createdAt: ts('created_at').notNull(),
});

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
/** lib/api/schemas/wallet.ts rejectionReason (migration 0013). */
export type RechargeRejectionReason =
  'payment_not_received' | 'amount_mismatch' | 'receipt_unclear' | 'duplicate' | 'other';
export type RejectionReason =
  'card_mismatch' | 'identity_required' | 'duplicate' | 'not_eligible' | 'under_review' | 'other';

const review = () => ({
  status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
  reason: text('reason'),
  createdAt: ts('created_at').notNull(),
  reviewedAt: ts('reviewed_at'),
  reviewedBy: text('reviewed_by'),
});

export const rechargeApplications = pgTable('recharge_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  amount: money('amount').notNull(),
  accountId: integer('account_id').notNull(),
  proofImage: text('proof_image'),
  payerName: text('payer_name'),
  ...review(),
  /** lib/api/schemas/wallet.ts rechargeRejectionReason (migration 0016). */
  reasonCode: text('reason_code').$type<RechargeRejectionReason>(),
});

export const withdrawApplications = pgTable('withdraw_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull().default(0),
  bankName: text('bank_name').notNull(),
  holderName: text('holder_name').notNull(),
  cardMasked: text('card_masked').notNull(),
  /** The whole number paid to (0024): read only through the audited reveal; null when unknown. */
  cardNumber: text('card_number'),
  ...review(),
  /** Two-person rule (0020): the first of two approvals, while still pending. */
  firstApprovedBy: text('first_approved_by'),
  firstApprovedAt: ts('first_approved_at'),
  reasonCode: text('reason_code').$type<RejectionReason>(),
});

export const scoreRefundApplications = pgTable('score_refund_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  points: money('points').notNull(),
  note: text('note'),
  ...review(),
  /** Two-person rule (0020): the first of two approvals, while still pending. */
  firstApprovedBy: text('first_approved_by'),
  firstApprovedAt: ts('first_approved_at'),
  reasonCode: text('reason_code').$type<RejectionReason>(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

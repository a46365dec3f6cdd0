// After-sale cases and their steps (migrations/0032_after_sale.sql, the source of truth; owned by
// server/aftersale/). orders.refunded_amount is the market's (schema/market.ts).
import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AfterSaleKind, AfterSaleRejectionReason, AfterSaleStatus } from '@/lib/api/schemas/aftersale';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type AfterSaleEventKind =
  'opened' | 'info_requested' | 'info_added' | 'refund_requested' | 'refunded' | 'rejected';

export const afterSaleCases = pgTable('after_sale_cases', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<AfterSaleKind>().notNull(),
  status: text('status').$type<AfterSaleStatus>().notNull().default('open'),
  openedAt: ts('opened_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  refundedAmount: money('refunded_amount').notNull().default(0),
  pendingAmount: money('pending_amount'),
  pendingNote: text('pending_note'),
  firstApprovedBy: text('first_approved_by'),
  firstApprovedAt: ts('first_approved_at'),
  reasonCode: text('reason_code').$type<AfterSaleRejectionReason>(),
  closedAt: ts('closed_at'),
});

export const afterSaleEvents = pgTable('after_sale_events', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id').notNull(),
  /** The case's buyer, on every step (support's too). */
  userId: integer('user_id').notNull(),
  at: ts('at').notNull(),
  /** 'buyer' or the operator's name. */
  actor: text('actor').notNull(),
  kind: text('kind').$type<AfterSaleEventKind>().notNull(),
  text: text('text'),
  /** The private uploads' stored references (/uploads/private/<name>). */
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  amount: money('amount'),
  reasonCode: text('reason_code').$type<AfterSaleRejectionReason>(),
  note: text('note'),
});

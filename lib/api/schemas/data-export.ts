// "Download my data" (docs/privacy.md): the request that prepares a one-time download, and the
// document itself, one section per kind of the user's records, each in the shape the app's own
// reads answer (so a reader of the file meets the fields docs/api.md describes).
import { z } from 'zod/mini';
import { address, userInfo } from './account';
import { afterSaleCase } from './aftersale';
import { chatMessage } from './chat';
import { agreementKind } from './content';
import { id, isoDateTime, phone, contentLang } from './common';
import { notification } from './notify';
import { order } from './orders';
import { rechargeApplication, scoreRefundApplication, userBankInfo, walletEntry, withdrawApplication } from './wallet';

/** The document's format: a reader checks it before reading the sections. */
export const DATA_EXPORT_VERSION = 1;

/** A one-time download: 43 characters of base64url (32 random bytes). */
export const dataExportToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export const dataExportTicket = z.object({
  token: dataExportToken,
  /** After this the token is refused (`export_expired`); it is refused once used (`export_used`). */
  expiresAt: isoDateTime,
  /** When the user may prepare the next one. */
  nextAt: isoDateTime,
});

export const downloadDataExportRequest = z.object({ token: dataExportToken });

/** The signed-in user as getInfo answers, but with the phone number in full: it is their own. */
const profile = z.extend(userInfo, { phone });

const acceptance = z.object({
  agreement: agreementKind,
  version: z.number().check(z.int(), z.positive()),
  /** The language the text was read in. */
  locale: contentLang,
  /** `register`: accepted when registering; `reaccept`: a newer version accepted later. */
  source: z.enum(['register', 'reaccept']),
  acceptedAt: isoDateTime,
});

/** A message the user wrote (not the others' messages around it); `deleted`: removed by a moderator. */
const writtenMessage = z.object({
  id: chatMessage.shape.id,
  groupId: id,
  text: chatMessage.shape.text,
  image: chatMessage.shape.image,
  deleted: z.boolean(),
  createdAt: isoDateTime,
});

export const dataExport = z.object({
  version: z.literal(DATA_EXPORT_VERSION),
  generatedAt: isoDateTime,
  profile,
  addresses: z.array(address),
  /** The withdrawal card, its number masked as everywhere else; null when none is saved. */
  bankCard: z.nullable(userBankInfo),
  /** Every order; a consignment is an order's `consigned` step (askingPrice, consignedAt, soldAt). */
  orders: z.array(order),
  /** Every after-sale request with its steps, newest first (support's internal notes left out). */
  afterSale: z.array(afterSaleCase),
  /** Every movement of the available balance, newest first. */
  ledger: z.array(walletEntry),
  applications: z.object({
    recharges: z.array(rechargeApplication),
    withdrawals: z.array(withdrawApplication),
    scoreRefunds: z.array(scoreRefundApplication),
  }),
  acceptances: z.array(acceptance),
  notifications: z.array(notification),
  chatMessages: z.array(writtenMessage),
});

export type DataExport = z.output<typeof dataExport>;

// The operator contract: every operator call's facts (./facts.ts) joined with its request and
// answer schemas (./schemas.ts). The server registers each call once from here
// (server/admin/operator-call.ts, on the token API and the console API); the CLI's typed client
// and the console screens call them by name with these types. No React, no browser APIs.
import { z } from 'zod/mini';
import { messageId } from '../schemas/chat';
import { uploadedImage } from '../schemas/upload';
import { id } from '../schemas/common';
import { operatorFacts, type OperatorCallFacts, type OperatorCallName } from './facts';
import * as s from './schemas';

// Written with zod/mini like the buyer contract: the console is a browser page too, and one
// classic zod import anywhere in the client keeps every core schema in the shared zod chunk
// (webpack decides which exports are used for the whole build, not per page).
export interface OperatorCallSchemas<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  request: Req;
  /** The envelope's `result`; z.never() for 'stream' calls (the answer is a file). */
  response: Res;
  summary: string;
}
const call = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(c: OperatorCallSchemas<Req, Res>) => c;
const file = z.never();

const schemas = {
  signIn: call({
    request: s.signInRequest,
    response: s.operatorMe,
    summary: 'Sign in with name, password and TOTP code; sets the session cookie',
  }),
  me: call({ request: s.none, response: s.operatorMe, summary: 'The signed-in operator and the CSRF token' }),
  signOut: call({ request: s.none, response: s.ok, summary: 'End this session' }),
  signOutEverywhere: call({
    request: s.none,
    response: z.object({ ended: z.number().check(z.int(), z.nonnegative()) }),
    summary: "End every one of this operator's sessions",
  }),
  changePassword: call({
    request: z.object({
      oldPassword: z.string().check(z.minLength(1), z.maxLength(128)),
      newPassword: s.operatorPassword,
    }),
    response: s.operatorMe,
    summary: 'Change the own password (required after a temporary one); other sessions end',
  }),

  operatorList: call({
    request: s.none,
    response: z.object({ items: z.array(s.operatorAccount) }),
    summary: 'Every operator account',
  }),
  operatorAdd: call({
    request: z.object({ name: s.operatorName, role: s.operatorRole }),
    response: s.operatorCredentials,
    summary: 'Create an operator; answers the temporary password and TOTP secret once',
  }),
  operatorRole: call({
    request: z.object({ name: s.operatorName, role: s.operatorRole }),
    response: s.operatorAccount,
    summary: "Change an operator's role",
  }),
  operatorDisable: call({
    request: z.object({ name: s.operatorName, disabled: z._default(z.boolean(), true) }),
    response: s.operatorAccount,
    summary: 'Disable (or enable again) an operator; disabling ends their sessions',
  }),
  operatorReset: call({
    request: z.object({ name: s.operatorName }),
    response: s.operatorCredentials,
    summary: 'New temporary password and TOTP secret; ends their sessions',
  }),

  auditList: call({
    request: s.auditListRequest,
    response: s.pageOf(s.auditEntry),
    summary: 'The audit log, newest first, filtered by operator, kind and dates',
  }),
  dashboard: call({ request: s.none, response: s.dashboard, summary: 'Window, today, queues, ledger audit' }),

  queueApplications: call({
    request: s.queueApplicationsRequest,
    response: s.pageOf(s.queueApplication),
    summary: 'Recharges, withdrawals or score refunds, oldest pending first',
  }),
  queueIdentities: call({
    request: s.queueIdentitiesRequest,
    response: s.pageOf(s.queueIdentity),
    summary: 'Identity checks with both photos, oldest first',
  }),
  decideApplication: call({
    request: s.decideApplicationRequest,
    response: s.decideApplicationAnswer,
    summary: 'Approve or reject a recharge, withdrawal or score refund (two-person rule above the threshold)',
  }),
  decideIdentity: call({
    request: s.decideIdentityRequest,
    response: s.legacyIdentity,
    summary: 'Approve or reject an identity check',
  }),
  applicationList: call({
    request: s.applicationListRequest,
    response: z.array(s.legacyApplication),
    summary: 'Applications of one type, newest first (the CLI)',
  }),
  identityList: call({
    request: s.identityListRequest,
    response: z.array(s.legacyIdentity),
    summary: 'Identity submissions, oldest first (the CLI)',
  }),
  ledger: call({ request: s.ledgerRequest, response: s.ledgerAnswer, summary: "A user's ledger and the audit" }),

  userFind: call({ request: s.userFindRequest, response: s.userFindAnswer, summary: 'Find users by phone, id, code' }),
  userDetail: call({
    request: s.userDetailRequest,
    response: s.userDetail,
    summary: 'Profile, balances, ledger, orders, addresses',
  }),
  userFreeze: call({
    request: s.userFreezeRequest,
    response: s.userSummary,
    summary: 'Freeze or unfreeze an account (frozen: reads, no money moves)',
  }),

  exportOrders: call({ request: s.exportRequest, response: file, summary: 'Orders as CSV (streamed)' }),
  exportLedger: call({ request: s.exportRequest, response: file, summary: 'Ledger entries as CSV (streamed)' }),
  exportAudit: call({ request: s.exportRequest, response: file, summary: 'The audit log as CSV (streamed)' }),

  windowGet: call({ request: s.none, response: s.operatorWindow, summary: 'The auction window and price rule' }),
  windowSet: call({ request: s.windowSetRequest, response: s.operatorWindow, summary: 'Set the auction window' }),
  productTypeAdd: call({
    request: s.productTypeAddRequest,
    response: z.looseObject(s.productType.shape),
    summary: 'Add a type',
  }),
  productList: call({
    request: s.productListRequest,
    response: s.pageOf(s.product),
    summary: 'Every product, newest first',
  }),
  productAdd: call({ request: s.productAddRequest, response: s.product, summary: 'Add a product' }),
  productEdit: call({ request: s.productEditRequest, response: s.product, summary: 'Edit, restock, take off' }),
  productPhotoUpload: call({
    request: s.none,
    response: uploadedImage,
    summary: 'Upload a product photo (multipart, field `file`): sniffed, re-encoded without metadata',
  }),
  contentTexts: call({
    request: s.contentTextsRequest,
    response: s.contentTextsAnswer,
    summary: "Every language's texts of one content row (which are missing)",
  }),
  noticeAdd: call({ request: s.noticeAddRequest, response: s.noticeAnswer, summary: 'Publish a notice' }),
  articleSet: call({ request: s.articleSetRequest, response: s.articleAnswer, summary: 'Set an article' }),
  contentTextSet: call({
    request: s.contentTextSetRequest,
    response: s.contentTextSetAnswer,
    summary: 'Set the texts of one content row in one language',
  }),
  agreementPublish: call({
    request: s.agreementPublishRequest,
    response: s.agreementPublishAnswer,
    summary: 'Publish a new version of an agreement',
  }),
  agreementAcceptances: call({
    request: s.agreementAcceptancesRequest,
    response: z.array(s.agreementAcceptance),
    summary: 'Who accepted which agreement version, in which language',
  }),
  configList: call({ request: s.none, response: z.array(s.configEntry), summary: 'The update configuration' }),
  configSet: call({ request: s.configSetRequest, response: s.configEntry, summary: 'Set or remove an entry' }),
  noticeList: call({
    request: s.noticeListRequest,
    response: s.pageOf(s.operatorNotice),
    summary: 'Every notice, newest first',
  }),
  noticeEdit: call({ request: s.noticeEditRequest, response: s.noticeAnswer, summary: 'Edit a notice' }),
  articleList: call({ request: s.none, response: z.array(s.operatorArticle), summary: 'Every article' }),

  orderShip: call({ request: s.orderShipRequest, response: s.operatorOrder, summary: 'Ship a delivery' }),
  orderDeliver: call({ request: z.object({ id }), response: s.operatorOrder, summary: 'Mark delivered' }),
  // The console's Orders and Market screens (mkt23).
  orderList: call({
    request: s.orderListRequest,
    response: s.pageOf(s.orderListItem),
    summary: 'Every order, newest first, by status and buyer (phone masked for viewers)',
  }),
  productTypeList: call({
    request: s.none,
    response: z.array(s.productTypeRow),
    summary: 'Every item type, in their order',
  }),

  chatGroups: call({ request: s.none, response: z.array(s.chatGroup), summary: 'Chat groups' }),
  chatGroupAdd: call({
    request: z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
    response: z.object({ id, name: z.string() }),
    summary: 'Create a group',
  }),
  chatMemberAdd: call({
    request: s.chatMemberAddRequest,
    response: z.looseObject({ groupId: id, userId: id }),
    summary: 'Add a member',
  }),
  chatMessageDelete: call({
    request: z.object({ id: messageId }),
    response: z.object({ id: messageId, groupId: id }),
    summary: 'Delete a message for everyone',
  }),
  chatMembers: call({
    request: s.chatMembersRequest,
    response: z.object({ items: z.array(s.chatMember) }),
    summary: "A group's members (phones masked for a viewer)",
  }),
  chatMessages: call({
    request: s.chatMessagesRequest,
    response: z.object({ items: z.array(s.chatModeratedMessage), hasMore: z.boolean() }),
    summary: "A group's messages, newest first, paged back by `before`",
  }),

  uploadsSweep: call({ request: s.sweepRequest, response: s.sweepAnswer, summary: 'Delete unused uploads now' }),
  backupCreate: call({ request: s.none, response: file, summary: 'Stream a backup archive' }),
} satisfies Record<OperatorCallName, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;

type Schemas = typeof schemas;
export type OperatorCall<K extends OperatorCallName> = OperatorCallFacts & { name: K } & Schemas[K];

export const operatorCalls = Object.fromEntries(
  Object.entries(schemas).map(([name, sc]) => [name, { ...operatorFacts[name as OperatorCallName], ...sc }]),
) as { [K in OperatorCallName]: OperatorCall<K> };

/** What a caller sends (defaults may be left out). */
export type OperatorInput<K extends OperatorCallName> = z.input<Schemas[K]['request']>;
/** What the server's handler receives (parsed, defaults filled). */
export type OperatorParsed<K extends OperatorCallName> = z.output<Schemas[K]['request']>;
/** The envelope's `result` of a call. */
export type OperatorAnswer<K extends OperatorCallName> = z.output<Schemas[K]['response']>;
/** What a handler returns (before the answer schema's own transforms, if any). */
export type OperatorResult<K extends OperatorCallName> = z.input<Schemas[K]['response']>;

export type { OperatorCallName } from './facts';

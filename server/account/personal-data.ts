// Every column of every table, and what deleting an account does to it (issue 37 #7). A column
// holding a buyer's personal data is either erased (deleted with its row, or overwritten) or
// kept, with the reason it is kept; every other column says why it is not a buyer's personal
// data. server/account/deletion.test.ts walks the database's tables and columns against this map,
// so a column added later fails that test until it is classified here (and, when erased, erased
// by server/account/deletion.ts). docs/privacy.md "Deleting an account" says the same in words.

export type Fate =
  /** The user's rows are deleted. */
  | { fate: 'deleted' }
  /** Overwritten on the user's rows: null, empty, or a tombstone value that is not the person's. */
  | { fate: 'erased' }
  /** Personal (or linked to the person through the user id) and kept, for the reason given. */
  | { fate: 'kept'; why: string }
  /** Not a buyer's personal data. */
  | { fate: 'none'; why: string };

export interface TableFate {
  /** The column naming the user whose rows these are (absent: no buyer's rows). */
  userKey?: string;
  columns: Record<string, Fate>;
}

const DELETED: Fate = { fate: 'deleted' };
const ERASED: Fate = { fate: 'erased' };
const kept = (why: string): Fate => ({ fate: 'kept', why });
const none = (why: string): Fate => ({ fate: 'none', why });

/** The same fate for each of the space-separated columns. */
const cols = (names: string, fate: Fate): Record<string, Fate> =>
  Object.fromEntries(names.split(/\s+/).map((n) => [n, fate]));

/** The retention period of financial and sales records (docs/privacy.md: a product choice). */
export const RETENTION_YEARS = 5;

const LEDGER = kept(
  `financial record (ledger, orders, applications), kept ${RETENTION_YEARS} years under the user id only, which no longer leads to a person`,
);
const PSEUDONYM = kept('the pseudonymous user id: what keeps the retained records together without naming anyone');
const CONSENT = kept('proof of which terms were accepted, and when: kept as long as the records they governed');
const AUDIT = kept(
  "the operators' audit log: their accountability for decisions about this account, kept as the records are",
);
const DELIVERY = kept('proof of delivery of a retained order (where the goods went): part of the sales record');
const SECURITY = kept(
  'security record, short-lived: pruned with the rate limits within the hour; keyed by phone, not user',
);
const CONTENT = none('content written by operators, not by a buyer');
const OPERATOR = none("an operator's own account, not a buyer's");
const SYSTEM = none('system bookkeeping with no person in it');

export const PERSONAL_DATA: Record<string, TableFate> = {
  users: {
    userKey: 'id',
    columns: {
      id: PSEUDONYM,
      // The phone becomes `deleted:<id>`, so the unique index lets the phone register again.
      ...cols('phone password_hash pay_password_hash nickname avatar invitation_code inviter_id', ERASED),
      ...cols('frozen_reason last_sign_in_at', ERASED),
      level: kept('the tier reached: derived from retained purchases, says nothing beyond them'),
      created_at: kept('when the customer relationship began: part of the retained records'),
      frozen_at: kept('set at deletion too, so no money or listing move that raced the deletion commits after it'),
      deleted_at: kept('when the account was deleted: the start of the retention period'),
      small_pay_limit: kept(
        'a spending setting, nothing about the person; moves nothing without the erased pay password',
      ),
    },
  },
  refresh_tokens: {
    userKey: 'user_id',
    columns: {
      ...cols(
        'id user_id family_id token_hash expires_at rotated_at',
        kept('revoked sessions: hashes that open nothing, expire within the refresh lifetime'),
      ),
      revoked_at: kept('set at deletion: every session ends'),
      created_at: kept('revoked sessions: expire within the refresh lifetime'),
    },
  },
  sms_codes: {
    userKey: 'phone',
    columns: cols('id phone purpose code_hash attempts expires_at consumed_at created_at', DELETED),
  },
  rate_events: { columns: cols('id bucket at', SECURITY) },
  idempotency_keys: { userKey: 'user_id', columns: cols('user_id key request_hash response created_at', DELETED) },
  // "Download my data" tickets: a token's hash and its times, nothing of the data (0029).
  data_export_tokens: {
    userKey: 'user_id',
    columns: cols('token_hash user_id created_at expires_at used_at', DELETED),
  },
  addresses: {
    userKey: 'user_id',
    columns: cols('id user_id name phone region detail postal_code is_default created_at', DELETED),
  },
  bank_cards: {
    userKey: 'user_id',
    columns: cols('user_id holder_name bank_name branch card_number updated_at', DELETED),
  },
  identities: {
    userKey: 'user_id',
    columns: cols(
      'user_id real_name id_number front_image back_image status submitted_at reason reason_code reviewed_at reviewed_by rejected_photos',
      DELETED,
    ),
  },
  uploads: {
    userKey: 'user_id',
    columns: cols('id user_id operator stored_name original_name mime size created_at referenced_at', DELETED),
  },
  upload_keys: { userKey: 'user_id', columns: cols('key user_id filename expires_at used_at', DELETED) },
  ledger_accounts: {
    userKey: 'user_id',
    columns: cols('id code user_id kind currency allow_negative balance', LEDGER),
  },
  ledger_transactions: { columns: cols('id kind memo ref_id created_at', LEDGER) },
  ledger_entries: { columns: cols('id transaction_id account_id amount balance_after created_at', LEDGER) },
  recharge_applications: {
    userKey: 'user_id',
    columns: {
      ...cols('id user_id amount account_id status reason created_at reviewed_at reviewed_by reason_code', LEDGER),
      // The receipt photo (a private upload, deleted with the files) and the payer's name.
      ...cols('proof_image payer_name', ERASED),
    },
  },
  withdraw_applications: {
    userKey: 'user_id',
    columns: {
      ...cols('id user_id amount fee status reason created_at reviewed_at reviewed_by', LEDGER),
      ...cols('first_approved_by first_approved_at reason_code', LEDGER),
      ...cols(
        'bank_name card_masked',
        kept('where the money went, without the holder or the whole number: part of the payout record'),
      ),
      ...cols('holder_name card_number', ERASED),
    },
  },
  score_refund_applications: {
    userKey: 'user_id',
    columns: {
      ...cols('id user_id points status reason created_at reviewed_at reviewed_by', LEDGER),
      ...cols('first_approved_by first_approved_at reason_code', LEDGER),
      note: ERASED,
    },
  },
  orders: {
    userKey: 'user_id',
    columns: {
      ...cols('id user_id product_id product_name product_image kind quantity price total status asking_price', LEDGER),
      ...cols(
        'consigned_at sold_at resale_product_id requested_at shipped_at delivered_at delivered_by created_at refunded_amount',
        LEDGER,
      ),
      ...cols('address carrier tracking_no', DELIVERY),
      address_id: kept('null once the address is deleted (ON DELETE SET NULL)'),
    },
  },
  // After-sale requests (0032): the case is part of the order's sales record (a refund is money);
  // the buyer's words and photos in its steps are erased (the photo files go with the uploads).
  // Support's notes may name the buyer: erased too (the audit log keeps what support decided).
  after_sale_cases: {
    userKey: 'user_id',
    columns: {
      ...cols(
        'id order_id user_id kind status opened_at updated_at refunded_amount pending_amount reason_code closed_at',
        LEDGER,
      ),
      ...cols('first_approved_by first_approved_at', LEDGER),
      pending_note: ERASED,
    },
  },
  after_sale_events: {
    userKey: 'user_id',
    columns: {
      ...cols('id case_id user_id at actor kind amount reason_code', LEDGER),
      ...cols('text photos note', ERASED),
    },
  },
  products: {
    userKey: 'seller_id',
    columns: {
      ...cols('id name type_id kind price stock images description off_shelf created_at', CONTENT),
      ...cols('seller_id source_order_id', kept('a consigned item already sold: the sales record of a retained order')),
    },
  },
  chat_members: { userKey: 'user_id', columns: cols('group_id user_id last_read_id joined_at', DELETED) },
  chat_messages: {
    userKey: 'user_id',
    columns: {
      // The row stays as "message deleted" so the others' thread keeps its order and replies.
      ...cols('body image_url', ERASED),
      ...cols(
        'id group_id user_id client_id created_at',
        kept("the thread's place of a deleted message; shown as deleted"),
      ),
      deleted: kept('set at deletion: the message shows as deleted'),
    },
  },
  chat_rate_buckets: { userKey: 'user_id', columns: cols('user_id tokens at', DELETED) },
  watches: { userKey: 'user_id', columns: cols('user_id product_id created_at', DELETED) },
  outbox: {
    userKey: 'user_id',
    columns: cols('id user_id channel type data dedupe_key created_at run_at attempts done_at last_error', DELETED),
  },
  notifications: { userKey: 'user_id', columns: cols('id user_id outbox_id type data created_at read_at', DELETED) },
  notification_settings: {
    userKey: 'user_id',
    columns: cols('user_id muted window_lead_min push_types updated_at', DELETED),
  },
  push_subscriptions: {
    userKey: 'user_id',
    columns: cols('id user_id family_id endpoint p256dh auth locale created_at', DELETED),
  },
  agreement_acceptances: {
    userKey: 'user_id',
    columns: cols('id user_id agreement version locale source accepted_at', CONSENT),
  },
  operator_actions: { columns: cols('id operator action target details at via address before after', AUDIT) },
  operator_accounts: {
    columns: cols(
      'id name role password_hash totp_secret_enc totp_last_step disabled must_change_password created_at last_sign_in_at',
      OPERATOR,
    ),
  },
  operator_sessions: {
    columns: cols('id operator_id csrf_token created_at last_seen_at expires_at address', OPERATOR),
  },
  notices: { columns: cols('id title body pinned created_at', CONTENT) },
  articles: { columns: cols('id title body updated_at', CONTENT) },
  companies: { columns: cols('id name intro address phone email website logo', CONTENT) },
  platform_accounts: { columns: cols('id bank_name account_name account_number branch active', CONTENT) },
  app_config: { columns: cols('code value', CONTENT) },
  dicts: { columns: cols('code name', CONTENT) },
  dict_items: { columns: cols('id dict_code label value sort', CONTENT) },
  price_points: { columns: cols('id type_id type_name day average high low volume', SYSTEM) },
  levels: { columns: cols('id name threshold', CONTENT) },
  product_types: { columns: cols('id name icon sort', CONTENT) },
  market_settings: { columns: cols('id start_time end_time time_zone consign_markup_bp', CONTENT) },
  chat_groups: { columns: cols('id name is_general created_at', CONTENT) },
  content_translations: {
    columns: cols('entity entity_id locale field value updated_at source_revision', CONTENT),
  },
  content_sources: { columns: cols('entity entity_id field revision updated_at', CONTENT) },
  agreement_versions: { columns: cols('agreement version locale title body published_at', CONTENT) },
  scheduled_runs: { columns: cols('job run_key ran_at', SYSTEM) },
  schema_migrations: { columns: cols('name applied_at', SYSTEM) },
};

// Everything the server stores. Money is integer yen; timestamps are timestamptz (UTC inside,
// shown in Asia/Tokyo); nothing a customer or the shop needs later is deleted (ARCHITECTURE.md).
import { sql } from 'drizzle-orm';
import { SAMPLE_IMAGE_STATUS } from '@shop/domain/orders';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Null once the member has left, so the address can sign up again (ARCHITECTURE.md: anonymise, keep orders).
    email: text('email'),
    passwordHash: text('password_hash'),
    organization: text('organization').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    givenName: text('given_name').notNull().default(''),
    familyKana: text('family_kana').notNull().default(''),
    givenKana: text('given_kana').notNull().default(''),
    postalCode: integer('postal_code'),
    addressLevel1: text('address_level1').notNull().default('00'),
    addressLevel2: text('address_level2').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    tel: text('tel').notNull().default(''),
    fax: text('fax').notNull().default(''),
    emergencyTel: text('emergency_tel').notNull().default(''),
    holdingPoint: integer('holding_point').notNull().default(0),
    // When the member last proved they read mail at `email` (decision 0611); null until then and
    // again after a change of address.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_holding_point_non_negative', sql`${t.holdingPoint} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // SHA-256 of the bearer token: the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
);

/**
 * Links that prove a member reads mail at an address (decision 0611): single use, 24 hours, and
 * only for the address they were sent to (a link sent before a change of address proves nothing).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    // SHA-256 of the token: the link itself is never stored.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_unique').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Failed logins, by account and by address, for slowing and refusing guessing (429). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.emailKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Devices that logged in to an account (decision 0612): the login device cookie holds the token,
 * stored here only as its SHA-256. Such a device keeps its own count of failed logins, so a
 * stranger's guesses at the account from elsewhere do not lock the owner out on it.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: serial('id').primaryKey(),
    /** The account as the throttle knows it: the e-mail key, `staff:`-prefixed for staff. */
    accountKey: text('account_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('login_devices_token_hash_unique').on(t.tokenHash),
    index('login_devices_account_idx').on(t.accountKey),
  ],
);

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameDetail: text('name_detail').notNull().default(''),
  productType: text('product_type').notNull(),
  // The product's setting JSON (size limits, price tables, options): validated by the domain schema.
  setting: jsonb('setting').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const holidays = pgTable('holidays', {
  id: serial('id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull().unique(),
  description: text('description').notNull(),
});

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shipping sources (発送元) and destinations (お届け先) of a member's address book. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['source', 'destination'] }).notNull(),
    postalCode: integer('postal_code').notNull(),
    addressLevel1: text('address_level1').notNull(),
    addressLevel2: text('address_level2').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    organization: text('organization').notNull().default(''),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull().default(''),
    familyKana: text('family_kana').notNull().default(''),
    givenKana: text('given_kana').notNull().default(''),
    tel: text('tel').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.kind)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
    amount: integer('amount').notNull(),
    minimumTotal: integer('minimum_total').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    useLimit: integer('use_limit'),
    usedCount: integer('used_count').notNull().default(0),
    oncePerMember: boolean('once_per_member').notNull().default(true),
    /** Paused by staff (decision 0761): refused at checkout until resumed; its uses stay. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    check('coupons_used_within_limit', sql`${t.useLimit} is null or ${t.usedCount} <= ${t.useLimit}`),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    // The 11-digit purchase number customers see.
    purchaseId: text('purchase_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', {
      enum: ['pending', 'authorizing', 'paid', 'failed', 'refunded', 'on_delivery'],
    })
      .notNull()
      .default('pending'),
    itemsAmount: integer('items_amount').notNull(),
    discount: integer('discount').notNull().default(0),
    pointUse: integer('point_use').notNull().default(0),
    codFee: integer('cod_fee').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
    pointEarned: integer('point_earned').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    sourceAddress: jsonb('source_address'),
    destinationAddress: jsonb('destination_address').notNull(),
    deliveryTime: text('delivery_time').notNull().default('none'),
    note: text('note').notNull().default(''),
    exampleUse: boolean('example_use').notNull().default(false),
    priorConsent: boolean('prior_consent').notNull().default(false),
    consent: jsonb('consent').notNull().default({}),
    thanked: smallint('thanked').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('purchases_purchase_id_unique').on(t.purchaseId),
    index('purchases_user_idx').on(t.userId),
    // The reconciliation looks for card purchases still waiting for their charge (decision 0340).
    index('purchases_payment_status_idx').on(t.paymentStatus, t.updatedAt),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    purchaseId: text('purchase_id').notNull(),
    // Order number shown to customers: purchase number and a line number (e.g. 12345678901-1).
    orderId: text('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').notNull(),
    shapeId: integer('shape_id'),
    name: text('name').notNull().default(''),
    num: integer('num').notNull(),
    size: integer('size').notNull().default(0),
    sizeX: integer('size_x').notNull().default(0),
    sizeY: integer('size_y').notNull().default(0),
    status: smallint('status').notNull(),
    // The chosen option ids and names, as the price result described them.
    options: jsonb('options').notNull().default({}),
    deliveryDateProduct: smallint('delivery_date_product').notNull(),
    deliveryDateOption: smallint('delivery_date_option').notNull().default(0),
    shippingDate: date('shipping_date', { mode: 'string' }),
    amountProduct: integer('amount_product').notNull(),
    amountOption: integer('amount_option').notNull(),
    amountTotal: integer('amount_total').notNull(),
    point: integer('point').notNull().default(0),
    repeatId: integer('repeat_id').notNull().default(0),
    canExampleUse: boolean('can_example_use').notNull().default(false),
    deliveryProvider: text('delivery_provider'),
    trackingNumber: text('tracking_number'),
    shipmentMemo: text('shipment_memo'),
    estimateData: jsonb('estimate_data'),
    freeFormat: jsonb('free_format'),
    item: jsonb('item').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_id_unique').on(t.orderId),
    index('orders_purchase_idx').on(t.purchaseId),
    index('orders_user_idx').on(t.userId, t.status),
  ],
);

/** Every status change, with who caused it, so the history of an order can be told. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    actor: text('actor').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** The card charge (or other payment) for a purchase. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    purchaseId: text('purchase_id').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'challenge', 'paid', 'failed', 'refunded'] }).notNull(),
    providerReference: text('provider_reference'),
    maskedCardNo: text('masked_card_no'),
    installment: text('installment'),
    detail: jsonb('detail'),
    /** Set when the provider could not tell the charge's fate for too long: staff look into it (issue 15). */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    /**
     * Held by the reconciliation asking the provider about this charge (decision 0782): another
     * instance's round skips it until then, so each stale charge is inquired and settled once.
     */
    reconcilingUntil: timestamp('reconciling_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_purchase_idx').on(t.purchaseId),
    // The 3-D Secure return and the reconciliation find a charge by the provider's order number.
    index('payments_provider_reference_idx').on(t.providerReference),
  ],
);

/**
 * Every notification a payment provider sent the shop (a signed webhook; decision 0824), one row per
 * provider's notification id: the unique insert is what makes a replay, or fifty copies at once,
 * count once. `outcome` says what it did: applied, ignored (older than one already applied), or
 * recorded for staff (a short or late deposit).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    method: text('method').notNull(),
    notificationId: text('notification_id').notNull(),
    purchaseId: text('purchase_id'),
    outcome: text('outcome').notNull(),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notifications_method_id_unique').on(t.method, t.notificationId),
    index('payment_notifications_purchase_idx').on(t.purchaseId),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purchaseId: text('purchase_id').notNull(),
    discount: integer('discount').notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId)],
);

/** Point movements: the balance on users.holding_point always equals their sum. */
export const pointMovements = pgTable(
  'point_movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: ['earned', 'spent', 'returned', 'granted', 'revoked'] }).notNull(),
    purchaseId: text('purchase_id'),
    // The order whose delivery earned the points ('earned'; decision 0367).
    orderId: text('order_id'),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_movements_user_idx').on(t.userId)],
);

/** Idempotency keys of purchase requests: a retry gets the first answer, never a second charge. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    // The purchase the request wrote, so a payment settled later (3-D Secure, reconciliation)
    // can replace the answer a retry receives (decision 0341).
    purchaseId: text('purchase_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_unique').on(t.userId, t.key),
    index('idempotency_keys_purchase_idx').on(t.purchaseId),
  ],
);

/** Artwork files and request attachments; the bytes live in storage (DATA_DIR/uploads or S3). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    estimateRequestId: integer('estimate_request_id'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    // Sample image status of spec point 3: a new file waits for its finished image.
    sampleImageStatus: smallint('sample_image_status').notNull().default(SAMPLE_IMAGE_STATUS.waiting),
    // The finished image (仕上がりイメージ) staff made from this artwork, when there is one (decision 0364).
    sampleImageKey: text('sample_image_key'),
    sampleImageType: text('sample_image_type'),
    // Script, JavaScript or a second format inside (decision 0613): stored as sent, never shown inline.
    activeContent: boolean('active_content').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('uploads_order_idx').on(t.orderId), index('uploads_user_idx').on(t.userId)],
);

/**
 * Proof versions (校正) of an order, each with the customer's answer (decision 0750). Rows are kept:
 * both sides read the whole history. The image is in the file store under `sample-image/`.
 */
export const proofs = pgTable(
  'proofs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    /** What staff ask the customer to look at; may be empty. */
    note: text('note').notNull().default(''),
    staffId: integer('staff_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    answer: text('answer', { enum: ['approved', 'changeRequested'] }),
    answerMessage: text('answer_message'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('proofs_order_version_unique').on(t.orderId, t.version)],
);

export const estimates = pgTable(
  'estimates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    email: text('email').notNull(),
    estimateNumber: text('estimate_number').notNull(),
    estimateFrom: text('estimate_from').notNull().default('request'),
    status: smallint('status').notNull().default(0),
    title: text('title').notNull().default(''),
    request: jsonb('request'),
    // { children: [{ no, amountWithTax, ... }] }
    response: jsonb('response'),
    validUntil: date('valid_until', { mode: 'string' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('estimates_number_unique').on(t.estimateNumber),
    index('estimates_user_idx').on(t.userId),
  ],
);

/**
 * Invoices and receipts issued from My page (decision 0365): the PDF exactly as the member got it,
 * so a second receipt for the same payment is recognised and says 再発行.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'receipt'] }).notNull(),
    documentNumber: text('document_number').notNull(),
    purchaseId: text('purchase_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addressee: text('addressee').notNull(),
    amount: integer('amount').notNull(),
    reissue: boolean('reissue').notNull().default(false),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issued_documents_purchase_idx').on(t.purchaseId, t.kind),
    index('issued_documents_user_idx').on(t.userId),
  ],
);

/** The back office's inbox state of a sample request or contact message (decision 0760). */
const inboxState = () => ({
  /** Handled: set when staff mark it so; null while it still needs someone. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => staffAccounts.id),
  /** The staff member looking after it, if one was named. */
  assigneeId: integer('assignee_id').references(() => staffAccounts.id),
});

export const sampleRequests = pgTable('sample_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  samples: jsonb('samples').notNull(),
  form: jsonb('form').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...inboxState(),
});

export const estimateRequests = pgTable('estimate_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  form: jsonb('form').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  form: jsonb('form').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...inboxState(),
});

/**
 * Staff replies by mail to a sample request or contact message, kept with it and shown in its
 * thread (decision 0760). The mail itself goes through the outbox like every other.
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'sample'] }).notNull(),
    requestId: integer('request_id').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** Who sent it, as shown: the staff member's name at the time. */
    staffName: text('staff_name').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** What the staff member wrote (the mail adds the greeting and signature around it). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inbox_replies_request_idx').on(t.kind, t.requestId, t.createdAt)],
);

/** Mail queue: a message is written here first, then sent; a failed send is retried later. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt)],
);

/** Rate-limit counters, shared by every instance (decision 0780). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Sequence for purchase numbers (11 digits). */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * The card-token stand-in at /sandbox-pay (decision 0320): tokens its script issued. The card
 * number is never stored, only what the test cards need: the masked number and the outcome the
 * card stands for. Single use, 30 minutes.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  contractCode: text('contract_code').notNull(),
  cardKind: text('card_kind', { enum: ['approve', 'challenge', 'decline', 'invalid'] }).notNull(),
  maskedCardNo: text('masked_card_no').notNull(),
  /** YYYYMM */
  expire: text('expire').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stand-in's charges: one per contract and order number, so a repeat gets the first answer.
 * PayPay's stand-in keeps its payments here too (decision 0785), under the contract
 * `paypay:<merchant>`: the code's id in `token`, the shop's return address in `termUrl`, the
 * code's expiry in `answer`; 'cancelled' and 'expired' are PayPay's states alone.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    contractCode: text('contract_code').notNull(),
    orderNumber: text('order_number').notNull(),
    /** What is charged now: lowered by a refund. */
    amount: integer('amount').notNull(),
    paymentKind: text('payment_kind').notNull(),
    payTimes: integer('pay_times'),
    token: text('token').notNull(),
    maskedCardNo: text('masked_card_no'),
    /** refunded: the whole amount given back (a partial refund keeps 'paid' with a lower amount). */
    status: text('status', {
      enum: ['challenge', 'paid', 'declined', 'refunded', 'cancelled', 'expired'],
    }).notNull(),
    /** The answer a repeat of the same charge receives (provider field names). */
    answer: jsonb('answer').notNull(),
    pareq: text('pareq'),
    termUrl: text('term_url'),
    paRes: text('pa_res'),
    tdsAttempts: integer('tds_attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sandbox_charges_order_unique').on(t.contractCode, t.orderNumber),
    uniqueIndex('sandbox_charges_pareq_unique').on(t.pareq),
  ],
);

/**
 * The virtual-account stand-in at /sandbox-pay (decision 0823): one account per contract and the
 * shop's order number, so a repeated request gets the same account. `deposited` is the running
 * total a tester put in; `sequence` counts the notifications sent, so the shop can tell a newer one.
 */
export const sandboxVirtualAccounts = pgTable(
  'sandbox_virtual_accounts',
  {
    id: serial('id').primaryKey(),
    contractCode: text('contract_code').notNull(),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    /** YYYY-MM-DD, Asia/Tokyo: the last day the account takes deposits for this order. */
    dueDate: text('due_date').notNull(),
    accountNumber: text('account_number').notNull(),
    deposited: integer('deposited').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    /** When the shop closed the account (its order cancelled or expired; decision 0787). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sandbox_virtual_accounts_order_unique').on(t.contractCode, t.orderNumber),
    uniqueIndex('sandbox_virtual_accounts_number_unique').on(t.accountNumber),
  ],
);

// ---- Back office (issue 19; decisions 0730–0739) -------------------------------------------------

/** Who works in the back office: apart from members, with a role (decision 0730). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'staff'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (Base32), set at enrolment; null until the staff member enrols. */
    totpSecret: text('totp_secret'),
    /** While enrolling: the secret shown as a QR code, kept until the first code proves it. */
    pendingTotpSecret: text('pending_totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is used once (RFC 6238 section 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_accounts_email_unique').on(sql`lower(${t.email})`),
    check('staff_accounts_role', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * A staff session: the cookie's token as SHA-256, the CSRF token the pages send back with every
 * change, and how far the login has come (`password` → second factor still owed; `enrol` → TOTP
 * must be set up first; `full`). Idle and absolute limits in staff-session.ts (decision 0731).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    stage: text('stage', { enum: ['password', 'enrol', 'full'] }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** One-time recovery codes (SHA-256), shown once at enrolment, for a lost authenticator. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** An owner's invitation: a mailed link with which the new staff member sets a password. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'staff'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => staffAccounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_invitations_token_hash_unique').on(t.tokenHash)],
);

/**
 * Every change made in the back office or from the command line: who, when, what, before and
 * after, written in the transaction of the change itself (audit/audit-log.ts). Never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the command line (`actor` then says so). */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** Who, as shown: the staff member's e-mail at the time, or 'コマンドライン'. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What, as a dotted verb: 'order.move', 'staff.invite', 'staff.totp.enrol' … */
    action: text('action').notNull(),
    /** What it was done to: 'order' and the order number, 'staff' and the id … */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);

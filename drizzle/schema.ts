/**
 * The whole PasarGame schema (D1 / SQLite). Conventions:
 * - ids are text (random, URL-safe); timestamps are integer milliseconds since the epoch;
 * - rupiah are integers, never floats; balances live in `ledger_accounts` only (one source of
 *   truth) — a profile's balance is its `wallet:<user id>` account;
 * - JSON columns are text with `mode: "json"` and a typed shape.
 * Rules that are absolute are CHECK constraints, so no code path can break them.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  CLAIM_OFFERS,
  CLAIM_REASONS,
  LEDGER_ACCOUNT_KINDS,
  LISTING_TYPES,
  ORDER_STATUSES,
  ROLES,
  WARRANTY_STATUSES,
} from "./vocabulary";

const id = () => text("id").primaryKey();
const createdAt = () => integer("created_at").notNull();
const updatedAt = () => integer("updated_at").notNull();

export * from "./vocabulary";

export type SubFilterType = "select" | "checkbox" | "text";
export type RequiredInput = { id: string; label: string; type: string; placeholder?: string };
export type Spec = { label: string; value: string };

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    phone: text("phone"),
    role: text("role", { enum: ROLES }).notNull().default("buyer"),
    /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in with OAuth. */
    passwordHash: text("password_hash"),
    emailVerifiedAt: integer("email_verified_at"),
    /** The public 'Pengguna Terverifikasi' badge, granted by staff. */
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["active", "suspended"] })
      .notNull()
      .default("active"),
    location: text("location"),
    bio: text("bio"),
    /**
     * Set on a guest buyer (a top-up bought without an account, keyed by the e-mail or WhatsApp it
     * gave): no password, cannot log in; cleared when that e-mail is registered and verified.
     */
    guestAt: integer("guest_at"),
    /**
     * When the person stated at registration that they are 18 or older, or use PasarGame with a
     * parent's or guardian's consent (UU PDP: children's data). Null for guests and older accounts.
     */
    ageStatementAt: integer("age_statement_at"),
    /**
     * When the person deleted their account (UU PDP): their identity is gone from this row (a
     * placeholder name, no e-mail, phone, password or avatar); orders and the ledger keep the id.
     */
    deletedAt: integer("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    check("users_role_check", sql`${t.role} IN ('buyer', 'seller', 'admin')`),
    check("users_status_check", sql`${t.status} IN ('active', 'suspended')`),
  ],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] })],
);

/**
 * Sessions after Lucia's current guide: the cookie token is `<id>.<secret>`; only the SHA-256 of the
 * secret is stored (`secret_hash`) and compared in constant time, so a leaked table logs nobody in.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    secretHash: text("secret_hash").notNull().default(""),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastActiveAt: integer("last_active_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time codes (e-mail verification). Stored hashed, single use, attempts counted atomically. */
export const otpCodes = sqliteTable(
  "otp_codes",
  {
    id: id(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull().default("verify_email"),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
    consumedAt: integer("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("otp_codes_email_idx").on(t.email, t.createdAt),
    check("otp_codes_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

/** Password-reset links: `id` is the SHA-256 of the token in the link. */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_user_idx").on(t.userId)],
);

/** Exact fixed-window counters for abuse limits (login, register, OTP, reset). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** Development outbox: where mail goes when no Resend key is configured. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    code: text("code"),
    link: text("link"),
    /** Extra headers of the mail (List-Unsubscribe…) as JSON, or null. */
    headers: text("headers"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

// ── Catalog ─────────────────────────────────────────────────────────────────

export const games = sqliteTable("games", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  iconUrl: text("icon_url").notNull(),
  bannerUrl: text("banner_url").notNull(),
  description: text("description").notNull(),
  isPopular: integer("is_popular", { mode: "boolean" }).notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * A game's top-up denominations (86 Diamond, 60 UC, Weekly Diamond Pass…): catalogue data staff
 * edit, not code. The top-up store shows one tile per active denomination with the best offer of
 * the listings that sell it (products.denomination_id).
 */
export const topUpDenominations = sqliteTable(
  "top_up_denominations",
  {
    id: id(),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug),
    label: text("label").notNull(),
    /** The amount in the game's unit (86), for order and search; null for passes and memberships. */
    amount: integer("amount"),
    unit: text("unit"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("top_up_denominations_game_idx").on(t.gameSlug, t.active, t.sortOrder)],
);

export const categories = sqliteTable(
  "categories",
  {
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    type: text("type", { enum: LISTING_TYPES }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameSlug, t.slug] }),
    check("categories_type_check", sql`${t.type} IN ('Akun', 'Top Up', 'Jasa')`),
  ],
);

export const subFilters = sqliteTable(
  "sub_filters",
  {
    gameSlug: text("game_slug").notNull(),
    categorySlug: text("category_slug").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    type: text("type", { enum: ["select", "checkbox", "text"] }).notNull(),
    options: text("options", { mode: "json" }).$type<string[]>(),
    placeholder: text("placeholder"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameSlug, t.categorySlug, t.key] }),
    check("sub_filters_type_check", sql`${t.type} IN ('select', 'checkbox', 'text')`),
  ],
);

export const banners = sqliteTable("banners", {
  id: id(),
  imageUrl: text("image_url").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  link: text("link").notNull(),
  textColor: text("text_color").notNull(),
  buttonText: text("button_text").notNull(),
  gradient: text("gradient").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const promotions = sqliteTable(
  "promotions",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    gameSlug: text("game_slug"),
    categorySlug: text("category_slug"),
    discountPercentage: integer("discount_percentage"),
    validUntil: integer("valid_until").notNull(),
    buttonText: text("button_text").notNull(),
    link: text("link").notNull(),
  },
  (t) => [
    check(
      "promotions_discount_check",
      sql`${t.discountPercentage} IS NULL OR ${t.discountPercentage} BETWEEN 1 AND 100`,
    ),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: id(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug),
    categorySlug: text("category_slug").notNull(),
    type: text("type", { enum: LISTING_TYPES }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    originalPrice: integer("original_price"),
    stock: integer("stock").notNull().default(0),
    platform: text("platform"),
    serverRegion: text("server_region"),
    deliveryTime: text("delivery_time"),
    rank: text("rank"),
    gameLevel: text("game_level"),
    accountInfo: text("account_info"),
    loginMethod: text("login_method"),
    warrantyInfo: text("warranty_info"),
    importantNotes: text("important_notes"),
    /** Tags as a JSON array; also flattened into the FTS index as space-separated text. */
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Image URLs (served from R2 via /images/…) as a JSON array, first is the cover. */
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default([]),
    requiredInputs: text("required_inputs", { mode: "json" }).$type<RequiredInput[]>().notNull().default([]),
    specs: text("specs", { mode: "json" }).$type<Spec[]>().notNull().default([]),
    /** Values for the game's sub-filters, keyed by sub-filter key. */
    attributes: text("attributes", { mode: "json" }).$type<Record<string, string | string[]>>().notNull().default({}),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    /**
     * Pengiriman Instan: the seller stocked delivery items (delivery_items) in advance; `stock` is the
     * number of unsold items and paying assigns them to the order, which goes straight to 'Dikirim'.
     */
    instantDelivery: integer("instant_delivery", { mode: "boolean" }).notNull().default(false),
    /**
     * Garansi: days of warranty the seller gives on an Akun listing (0, 7, 14 or 30; always 0 for
     * Top Up and Jasa). Shown on cards and the listing page, filtered by 'Bergaransi'.
     */
    warrantyDays: integer("warranty_days").notNull().default(0),
    /** Top Up: the denomination this listing sells (the top-up store's tile); null otherwise. */
    denominationId: text("denomination_id").references(() => topUpDenominations.id),
    /**
     * Top Up fulfilled by the seller's H2H supplier (supplier_accounts): the supplier's product code
     * and the most the seller will pay the supplier for one (the purchase's max_price). Both or none.
     */
    supplierSku: text("supplier_sku"),
    supplierMaxPrice: integer("supplier_max_price"),
    totalSales: integer("total_sales").notNull().default(0),
    status: text("status", { enum: ["active", "deleted"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sold-out listings sort last everywhere (app/modules/catalog/figures.server.ts): the game page's
    // orders lead with the same expression, and the price index carries the stock.
    index("products_game_idx").on(t.gameSlug, t.status, t.categorySlug, t.price, t.stock),
    index("products_game_created_idx").on(t.gameSlug, t.status, sql`(${t.stock} = 0)`, t.createdAt),
    index("products_seller_idx").on(t.sellerId, t.status, t.createdAt),
    // The top-up store's best offer per denomination.
    index("products_denomination_idx").on(t.denominationId, t.status, t.price),
    index("products_featured_idx").on(t.status, t.isFeatured, t.createdAt),
    // The game page's default order (featured, best-selling, newest) read straight from the index.
    index("products_game_rank_idx").on(
      t.gameSlug,
      t.status,
      sql`(${t.stock} = 0)`,
      sql`${t.isFeatured} DESC`,
      sql`${t.totalSales} DESC`,
      sql`${t.createdAt} DESC`,
    ),
    // A seller's listing ids without reading product rows: the seller's rating over every review
    // of their listings (listing page, profile, dashboard) joins reviews from here.
    index("products_seller_listing_idx").on(t.sellerId, t.id),
    // Discounted listings: the promo filter and the promo banner's largest discount.
    index("products_discount_idx")
      .on(t.gameSlug, t.status, t.stock, t.originalPrice, t.price)
      .where(sql`${t.originalPrice} > ${t.price}`),
    // The 'Pengiriman Instan' and 'Bergaransi' filters of the game page (counts read these alone).
    index("products_instant_idx")
      .on(t.gameSlug, t.status, t.categorySlug, t.price, t.stock, t.instantDelivery)
      .where(sql`${t.instantDelivery} = 1`),
    index("products_warranty_idx")
      .on(t.gameSlug, t.status, t.categorySlug, t.price, t.stock, t.warrantyDays)
      .where(sql`${t.warrantyDays} > 0`),
    // The sold-out rowids, for full-text search's order (it never reads listing rows).
    index("products_sold_out_idx")
      .on(t.stock)
      .where(sql`${t.stock} = 0`),
    check("products_price_check", sql`${t.price} > 0`),
    check("products_original_price_check", sql`${t.originalPrice} IS NULL OR ${t.originalPrice} > 0`),
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_type_check", sql`${t.type} IN ('Akun', 'Top Up', 'Jasa')`),
    check("products_status_check", sql`${t.status} IN ('active', 'deleted')`),
    // Written as the column's own CHECK by migration 0020 (ALTER TABLE ADD COLUMN).
    check(
      "products_warranty_days_check",
      sql`${t.warrantyDays} IN (0, 7, 14, 30) AND (${t.warrantyDays} = 0 OR ${t.type} = 'Akun')`,
    ),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** The completed order the review is about (one review per order). */
    orderId: text("order_id"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    uniqueIndex("reviews_order_unique").on(t.orderId),
    /** One review per buyer per listing. */
    uniqueIndex("reviews_product_user_unique").on(t.productId, t.userId),
    check("reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Direct-to-storage image uploads (ARCHITECTURE.md section 5). A row is a short-lived upload ticket
 * for one file at `key` (product_images/<user id>/<timestamp>-<file name>); it is `verifying` while
 * the server reads the stored bytes back (no PUT may replace them then), becomes `verified` only
 * after that check passed (size ≤ 2 MB, PNG/JPEG/GIF signature), and `attached` when a listing uses
 * it. Anything else is deleted from R2.
 */
export const uploads = sqliteTable(
  "uploads",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type"),
    size: integer("size"),
    status: text("status", { enum: ["pending", "verifying", "verified", "attached", "deleted"] })
      .notNull()
      .default("pending"),
    productId: text("product_id"),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("uploads_key_unique").on(t.key),
    index("uploads_user_idx").on(t.userId, t.status, t.createdAt),
    check("uploads_status_check", sql`${t.status} IN ('pending', 'verifying', 'verified', 'attached', 'deleted')`),
    check("uploads_size_check", sql`${t.size} IS NULL OR ${t.size} BETWEEN 1 AND 2097152`),
  ],
);

/**
 * A seller's identity verification (migration 0041; modules/sellers/verification.server.ts), one row
 * per seller. The person's identity (name as on the KTP, NIK, address, NPWP) is ONE value sealed like
 * delivery info (`identity_sealed`, docs/key-rotation.md); the KTP photo and the selfie are R2 keys
 * under the private `identity/<user id>/` prefix (a CHECK), never served by /images, only streamed
 * to staff through an audited route. `tax_basis` is what PMK 37/2025 asks for: an NPWP, or a
 * statement that the year's turnover is at most Rp500 juta (`turnover_stated_at`).
 */
export const sellerVerifications = sqliteTable(
  "seller_verifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["submitted", "approved", "rejected"] }).notNull(),
    identitySealed: text("identity_sealed").notNull(),
    ktpKey: text("ktp_key").notNull(),
    selfieKey: text("selfie_key").notNull(),
    taxBasis: text("tax_basis", { enum: ["npwp", "turnover_statement"] }).notNull(),
    turnoverStatedAt: integer("turnover_stated_at"),
    reviewerId: text("reviewer_id").references(() => users.id),
    reason: text("reason"),
    submittedAt: integer("submitted_at").notNull(),
    reviewedAt: integer("reviewed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("seller_verifications_user_unique").on(t.userId),
    index("seller_verifications_queue_idx").on(t.status, t.submittedAt),
    check("seller_verifications_status_check", sql`${t.status} IN ('submitted', 'approved', 'rejected')`),
    check("seller_verifications_tax_basis_check", sql`${t.taxBasis} IN ('npwp', 'turnover_statement')`),
    check(
      "seller_verifications_private_keys_check",
      sql`substr(${t.ktpKey}, 1, length(${t.userId}) + 10) = 'identity/' || ${t.userId} || '/' AND substr(${t.selfieKey}, 1, length(${t.userId}) + 10) = 'identity/' || ${t.userId} || '/'`,
    ),
  ],
);

// ── Orders ──────────────────────────────────────────────────────────────────

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    /**
     * The short number people read (`PG-24K7-9QX2`, modules/orders/order-number.ts), set at checkout;
     * a row inserted without one gets one from a trigger (migrations/0012_order_numbers.sql).
     */
    orderNumber: text("order_number"),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id),
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    /** Snapshot of the listing at checkout, so later edits never change a past order. */
    productTitle: text("product_title").notNull(),
    productType: text("product_type", { enum: LISTING_TYPES }).notNull(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    totalAmount: integer("total_amount").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("Menunggu Pembayaran"),
    userInputData: text("user_input_data", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    /**
     * How the order was paid, written by the paying step: "wallet" or the gateway payment's method id
     * ("qris", "va_bca" …). Meaningless before `paid_at`; pages read payments/paid-with.server.ts.
     */
    paymentMethod: text("payment_method").notNull().default("wallet"),
    /** Delivery details from the seller; account logins are stored encrypted. */
    deliveryInfo: text("delivery_info"),
    /** The listing delivered instantly when this order was made: paying assigns its items. */
    instantDelivery: integer("instant_delivery", { mode: "boolean" }).notNull().default(false),
    /**
     * Top Up: the in-game nickname the check answered for the typed ID and the buyer confirmed before
     * paying, kept as evidence (modules/topups). Null: not a top-up, or no answer came in time.
     */
    nicknameConfirmation: text("nickname_confirmation", { mode: "json" }).$type<{
      nickname: string;
      provider: string;
      checkedAt: number;
      confirmedAt: number;
    }>(),
    disputeReason: text("dispute_reason"),
    disputeEvidence: text("dispute_evidence", { mode: "json" }).$type<string[]>(),
    /** Why the seller cancelled a paid order or staff decided it (shown to both parties). */
    decisionReason: text("decision_reason"),
    /** Who gave that reason: the seller, staff, or the system (a top-up the supplier failed). */
    decidedBy: text("decided_by", { enum: ["seller", "admin", "system"] }),
    /** The client's idempotency key for checkout: a retried request never creates a second order. */
    idempotencyKey: text("idempotency_key"),
    /** What the buyer of an account ticked on the 'Akun sudah diamankan' checklist when confirming. */
    secureChecklist: text("secure_checklist", { mode: "json" }).$type<{
      items: { label: string; done: boolean }[];
      confirmedAt: number;
    }>(),
    /** When the buyer extended the inspection (once, by 48 h): set means used. */
    inspectionExtendedAt: integer("inspection_extended_at"),
    /** When the 24-hour reminder before auto-complete went out (once per order). */
    reminderSentAt: integer("reminder_sent_at"),
    /** Warranty days bought with the order (the listing's at checkout; 0: none). */
    warrantyDays: integer("warranty_days").notNull().default(0),
    /** The warranty once the order completed: its state and when it ends (the money is held until then). */
    warrantyStatus: text("warranty_status", { enum: WARRANTY_STATUSES }),
    warrantyEndsAt: integer("warranty_ends_at"),
    /**
     * A dispute's case (modules/orders/case-events.server.ts): `seller` while the seller's answer is
     * due, `staff` once it went to staff (answered, or escalated by the alarm), `closed` once decided.
     */
    caseStage: text("case_stage", { enum: ["seller", "staff", "closed"] }),
    /** The seller let the 48 h pass without answering: the case went to staff by itself. */
    caseUnresponsive: integer("case_unresponsive", { mode: "boolean" }).notNull().default(false),
    /** When the seller was reminded (24 h before their answer is due; once per case). */
    caseReminderSentAt: integer("case_reminder_sent_at"),
    /**
     * The ship deadline the listing promised at checkout ('15 Menit' → 15 minutes, at most 24 h;
     * modules/orders/ship-deadline.ts). Null: 24 h (orders made before promises counted).
     */
    shipWithinMs: integer("ship_within_ms"),
    /** When paying started the ship deadline, the moment it fell (kept after shipping: the on-time rate). */
    shipByAt: integer("ship_by_at"),
    /** When the current state's deadline falls (expiry, ship-by, auto-confirm, warranty end). */
    deadlineAt: integer("deadline_at"),
    paidAt: integer("paid_at"),
    shippedAt: integer("shipped_at"),
    completedAt: integer("completed_at"),
    cancelledAt: integer("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_buyer_idx").on(t.buyerId, t.createdAt),
    index("orders_seller_idx").on(t.sellerId, t.createdAt),
    index("orders_status_deadline_idx").on(t.status, t.deadlineAt),
    // A listing's sold count: its completed orders (app/modules/catalog/figures.server.ts).
    index("orders_product_idx").on(t.productId, t.status),
    uniqueIndex("orders_idempotency_unique").on(t.buyerId, t.idempotencyKey),
    uniqueIndex("orders_order_number_unique").on(t.orderNumber),
    // The seller's 'Dana Garansi': their orders whose money waits in a warranty hold.
    index("orders_seller_warranty_idx").on(t.sellerId, t.warrantyStatus),
    check("orders_quantity_check", sql`${t.quantity} > 0`),
    check("orders_unit_price_check", sql`${t.unitPrice} > 0`),
    check("orders_total_check", sql`${t.totalAmount} = ${t.unitPrice} * ${t.quantity}`),
    check(
      "orders_warranty_status_check",
      sql`${t.warrantyStatus} IS NULL OR ${t.warrantyStatus} IN ('active', 'claimed', 'released', 'refunded')`,
    ),
    check(
      "orders_status_check",
      sql`${t.status} IN ('Menunggu Pembayaran', 'Diproses', 'Dikirim', 'Selesai', 'Dibatalkan', 'Dikomplain')`,
    ),
  ],
);

/**
 * A seller's H2H supplier account (Digiflazz first): their username and API key, the key sealed like
 * delivery info (modules/orders/delivery.server.ts). The seller pays the supplier from their own
 * deposit there; PasarGame's ledger never holds supplier money.
 */
export const supplierAccounts = sqliteTable("supplier_accounts", {
  sellerId: text("seller_id")
    .primaryKey()
    .references(() => users.id),
  provider: text("provider", { enum: ["digiflazz"] }).notNull(),
  username: text("username").notNull(),
  apiKeySealed: text("api_key_sealed").notNull(),
  /** When a balance call last answered with this key (null: never verified). */
  verifiedAt: integer("verified_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One supplier purchase per paid top-up order: `ref_id` is the order id (the supplier's idempotency
 * key), so a retried request or a duplicated callback never buys twice. `pending` until the
 * supplier's callback or a re-poll says `success` (its `sn` is the delivery proof) or `failed`.
 */
export const topUpFulfilments = sqliteTable(
  "top_up_fulfilments",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id),
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider", { enum: ["digiflazz"] }).notNull(),
    sku: text("sku").notNull(),
    customerNo: text("customer_no").notNull(),
    maxPrice: integer("max_price").notNull(),
    status: text("status", { enum: ["pending", "success", "failed"] })
      .notNull()
      .default("pending"),
    /** The supplier's serial number / reference: the proof of delivery shown on the order. */
    sn: text("sn"),
    /** What the supplier charged the seller (never above max_price). */
    supplierPrice: integer("supplier_price"),
    /** The supplier's response code and message of the last answer. */
    rc: text("rc"),
    message: text("message"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next status re-poll is due while pending (null once settled). */
    nextPollAt: integer("next_poll_at"),
    settledAt: integer("settled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("top_up_fulfilments_poll_idx").on(t.status, t.nextPollAt),
    check("top_up_fulfilments_price_check", sql`${t.supplierPrice} IS NULL OR ${t.supplierPrice} <= ${t.maxPrice}`),
  ],
);

// ── Money: double-entry ledger ──────────────────────────────────────────────

/**
 * Every balance in the system. `id` is `wallet:<user>`, `hold:<user>`, `escrow:<order>`,
 * `platform:fees`, `external:deposits` or `external:payouts`. Only external accounts may go
 * negative (they mirror money outside the platform).
 */
export const ledgerAccounts = sqliteTable(
  "ledger_accounts",
  {
    id: id(),
    kind: text("kind", { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    ownerId: text("owner_id"),
    balance: integer("balance").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ledger_accounts_owner_idx").on(t.ownerId),
    check("ledger_accounts_balance_check", sql`${t.kind} = 'external' OR ${t.balance} >= 0`),
    check("ledger_accounts_kind_check", sql`${t.kind} IN ('wallet', 'hold', 'escrow', 'platform', 'external')`),
  ],
);

/** One money movement. (kind, reference) is unique, so a retried movement cannot happen twice. */
export const ledgerTransactions = sqliteTable(
  "ledger_transactions",
  {
    id: id(),
    kind: text("kind").notNull(),
    reference: text("reference").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ledger_transactions_kind_reference_unique").on(t.kind, t.reference)],
);

/** The legs of a movement; the legs of one transaction sum to zero. */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.accountId, t.createdAt),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    check("ledger_entries_amount_check", sql`${t.amount} <> 0`),
  ],
);

export const deposits = sqliteTable(
  "deposits",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    amount: integer("amount").notNull(),
    paymentMethod: text("payment_method").notNull(),
    uniqueCode: integer("unique_code"),
    adminFee: integer("admin_fee").notNull().default(0),
    totalPaymentDue: integer("total_payment_due").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    rejectReason: text("reject_reason"),
    processedBy: text("processed_by"),
    processedAt: integer("processed_at"),
    /** A manual transfer: when the user said 'Saya sudah transfer' (staff's queue holds those first). */
    transferClaimedAt: integer("transfer_claimed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("deposits_user_idx").on(t.userId, t.createdAt),
    index("deposits_status_idx").on(t.status, t.createdAt),
    /** Staff match a transfer by its amount + code: two pending deposits of one amount never share a code. */
    uniqueIndex("deposits_pending_code_unique")
      .on(t.amount, t.uniqueCode)
      .where(sql`${t.status} = 'pending' AND ${t.uniqueCode} IS NOT NULL`),
    check("deposits_amount_check", sql`${t.amount} > 0`),
    check("deposits_unique_code_check", sql`${t.uniqueCode} IS NULL OR ${t.uniqueCode} BETWEEN 100 AND 999`),
    check(
      "deposits_total_check",
      sql`${t.totalPaymentDue} = ${t.amount} + coalesce(${t.uniqueCode}, 0) + ${t.adminFee}`,
    ),
    check("deposits_status_check", sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const withdrawals = sqliteTable(
  "withdrawals",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    amount: integer("amount").notNull(),
    method: text("method", { enum: ["bank_transfer", "e_wallet"] }).notNull(),
    status: text("status", { enum: ["pending", "paid", "rejected"] })
      .notNull()
      .default("pending"),
    bankName: text("bank_name"),
    accountNumber: text("account_number"),
    accountName: text("account_name"),
    ewalletProvider: text("ewallet_provider"),
    ewalletPhoneNumber: text("ewallet_phone_number"),
    transferReference: text("transfer_reference"),
    rejectReason: text("reject_reason"),
    processedBy: text("processed_by"),
    processedAt: integer("processed_at"),
    /** The holder's name the payout provider reported for the account when the user asked. */
    verifiedAccountName: text("verified_account_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_status_idx").on(t.status, t.createdAt),
    check("withdrawals_amount_check", sql`${t.amount} > 0`),
    check("withdrawals_method_check", sql`${t.method} IN ('bank_transfer', 'e_wallet')`),
    check("withdrawals_status_check", sql`${t.status} IN ('pending', 'paid', 'rejected')`),
  ],
);

// ── Staff, messages, notifications ──────────────────────────────────────────

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    readAt: integer("read_at"),
    createdAt: createdAt(),
    /** What it is about (app/modules/notifications/kinds.ts): the user's channel settings are per kind. */
    kind: text("kind").notNull().default("account"),
    /** When the dispatcher fanned it out to its other channels (push, e-mail); null: not yet. */
    dispatchedAt: integer("dispatched_at"),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_undispatched_idx")
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} IS NULL`),
  ],
);

/**
 * A user's choice of channel for a kind of notification; no row is the default (kinds.ts:
 * channelDefault).
 */
export const notificationPrefs = sqliteTable(
  "notification_prefs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    enabled: integer("enabled").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check("notification_prefs_channel_check", sql`${t.channel} IN ('in_app', 'push', 'email')`),
    check("notification_prefs_enabled_check", sql`${t.enabled} IN (0, 1)`),
  ],
);

/**
 * One notification on one outside channel: `pending` until due at `next_attempt_at`, `sending`
 * while a dispatcher holds it (until `next_attempt_at`, its lease), then `sent`, `skipped` (nothing to
 * send to) or `failed` (attempts used up). The dispatcher: app/modules/notifications/dispatch.server.ts.
 */
export const notificationDeliveries = sqliteTable(
  "notification_deliveries",
  {
    notificationId: text("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at"),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    index("notification_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    check("notification_deliveries_channel_check", sql`${t.channel} IN ('push', 'email')`),
    check(
      "notification_deliveries_status_check",
      sql`${t.status} IN ('pending', 'sending', 'sent', 'skipped', 'failed')`,
    ),
  ],
);

/**
 * Web Push subscriptions (app/modules/push/): one per device a user turned push on from
 * /notifications — the browser's PushSubscription (push service endpoint, its P-256 public key and
 * 16-byte auth secret, base64url) and a short label of the browser. Answers 404/410 remove the row.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * One row per (order, participant): the order's conversation as that user sees it in /messages —
 * the last message and how many arrived since the user last opened the order. The OrderRoom writes
 * it with every chat message; opening the order page resets `unread`.
 */
export const chatThreads = sqliteTable(
  "chat_threads",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unread: integer("unread").notNull().default(0),
    lastMessageAt: integer("last_message_at").notNull(),
    lastMessagePreview: text("last_message_preview").notNull(),
    lastSenderId: text("last_sender_id").notNull(),
    /**
     * The seller's row only: when the buyer's first message still waiting for the seller's first
     * answer was sent, and once answered, how long that took (ms). The seller's median chat response
     * time (app/modules/catalog/seller-figures.server.ts) reads these, since the messages themselves
     * live only in the OrderRoom's storage.
     */
    awaitingReplySince: integer("awaiting_reply_since"),
    firstReplyMs: integer("first_reply_ms"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userId] }),
    index("chat_threads_user_idx").on(t.userId, t.lastMessageAt),
    check("chat_threads_unread_check", sql`${t.unread} >= 0`),
  ],
);

/**
 * Chat messages the OrderRoom flagged (app/modules/orders/chat-safety.ts: contact details or
 * off-platform payment), one row per message, written when the room stores it; staff read them at
 * /admin/chats. `kinds` is what was found; `warned` whether the sender's browser showed the warning
 * and the sender sent anyway; `excerpt` the start of the message (the message itself stays in the room).
 */
export const chatFlags = sqliteTable(
  "chat_flags",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The message's id in the order's room. */
    messageId: integer("message_id").notNull(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kinds: text("kinds", { mode: "json" }).$type<string[]>().notNull(),
    excerpt: text("excerpt").notNull(),
    warned: integer("warned", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.messageId] }), index("chat_flags_created_idx").on(t.createdAt)],
);

/**
 * Pre-sale conversations ('Chat dengan Penjual' before buying): one per (buyer, seller, listing) —
 * `listing_id` is NULL for a conversation started from the seller's profile. `room_key` makes the
 * three unique (SQLite's unique indexes let NULLs repeat). The messages live in the inquiry's
 * InquiryRoom Durable Object (workers/order-room/inquiry-room.ts), like an order's chat.
 */
export const inquiries = sqliteTable(
  "inquiries",
  {
    id: id(),
    roomKey: text("room_key").notNull(),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: text("listing_id").references(() => products.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("inquiries_room_key_unique").on(t.roomKey),
    index("inquiries_buyer_created_idx").on(t.buyerId, t.createdAt),
    check("inquiries_parties_check", sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** An inquiry as each party sees it in /messages (like `chat_threads` for orders). */
export const inquiryThreads = sqliteTable(
  "inquiry_threads",
  {
    inquiryId: text("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unread: integer("unread").notNull().default(0),
    lastMessageAt: integer("last_message_at").notNull(),
    lastMessagePreview: text("last_message_preview").notNull(),
    lastSenderId: text("last_sender_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.inquiryId, t.userId] }),
    index("inquiry_threads_user_idx").on(t.userId, t.lastMessageAt),
    check("inquiry_threads_unread_check", sql`${t.unread} >= 0`),
  ],
);

/** Flagged messages of pre-sale conversations (as `chat_flags` for orders), for /admin/chats. */
export const inquiryFlags = sqliteTable(
  "inquiry_flags",
  {
    inquiryId: text("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    messageId: integer("message_id").notNull(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kinds: text("kinds", { mode: "json" }).$type<string[]>().notNull(),
    excerpt: text("excerpt").notNull(),
    warned: integer("warned", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.messageId] }), index("inquiry_flags_created_idx").on(t.createdAt)],
);

/**
 * Seller analytics: a listing's page views and add-to-cart per day (`YYYY-MM-DD` in WIB), counted
 * after the response (app/modules/listings/analytics.server.ts); sales come from `orders`.
 */
export const listingDailyStats = sqliteTable(
  "listing_daily_stats",
  {
    listingId: text("listing_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    cartAdds: integer("cart_adds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/**
 * Messages sent through /contact: complaint tickets (PP 80/2019 Pasal 27). Each gets a number the
 * sender can quote and the time an answer is promised by; staff answer from /admin/tickets and the
 * answer reaches the sender by e-mail (and in the app when they were signed in).
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    /** 'TK-24K7-9QX2': what the sender quotes (null only for messages older than tickets). */
    ticketNumber: text("ticket_number"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: text("user_id"),
    /** When the answer is promised by (the configured response time after sending). */
    dueAt: integer("due_at"),
    /** Staff's answer, who gave it; `handledAt` is when. */
    answer: text("answer"),
    answeredBy: text("answered_by").references(() => users.id),
    handledAt: integer("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contact_messages_ticket_unique").on(t.ticketNumber),
    index("contact_messages_open_idx").on(t.handledAt, t.dueAt),
  ],
);

/**
 * The recorded requests about a person's own data (UU PDP: 'permohonan tercatat', answered within
 * 3 × 24 hours): exports, deletions, consent changes and free-text requests (correction, objection,
 * other). What the app does by itself is recorded `done` at once; what needs a human stays `open`
 * in /admin/data-requests until staff handle it with a note (app/modules/users/data-requests.server.ts).
 */
export const dataRequests = sqliteTable(
  "data_requests",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", {
      enum: ["export", "deletion", "consent_change", "correction", "objection", "other"],
    }).notNull(),
    status: text("status", { enum: ["open", "done"] }).notNull(),
    /** What was asked or done, in the user's words or the app's. */
    detail: text("detail").notNull(),
    createdAt: createdAt(),
    /** When the answer is due: created + 3 × 24 h. */
    dueAt: integer("due_at").notNull(),
    handledAt: integer("handled_at"),
    /** The staff member who handled it; null when the app did it by itself. */
    handledBy: text("handled_by").references(() => users.id),
    note: text("note"),
  },
  (t) => [
    index("data_requests_open_idx").on(t.status, t.dueAt),
    index("data_requests_user_idx").on(t.userId, t.createdAt),
    // One open deletion request per person: a refused deletion asked again updates nothing new.
    uniqueIndex("data_requests_open_deletion_unique")
      .on(t.userId)
      .where(sql`${t.status} = 'open' AND ${t.kind} = 'deletion'`),
    check(
      "data_requests_kind_check",
      sql`${t.kind} IN ('export', 'deletion', 'consent_change', 'correction', 'objection', 'other')`,
    ),
    check("data_requests_status_check", sql`${t.status} IN ('open', 'done')`),
    check("data_requests_handled_check", sql`(${t.status} = 'open') = (${t.handledAt} IS NULL)`),
  ],
);

/**
 * Content versions for the edge page cache: cached public pages are keyed by `catalog`'s version,
 * which every listing writer bumps in the same batch (app/modules/cache/catalog-version.server.ts).
 */
export const cacheVersions = sqliteTable("cache_versions", {
  key: text("key").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * A signed-in buyer's cart (guests keep theirs in localStorage): one row per line — a listing with
 * the exact required inputs (`line_key`, the same key the browser computes) — so the cart follows
 * the buyer to every device. Prices and stock are always read from the listing, never from here.
 */
export const cartLines = sqliteTable(
  "cart_lines",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lineKey: text("line_key").notNull(),
    listingId: text("listing_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    userInputData: text("user_input_data", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    /** The price the buyer saw when adding (checkout explains a change). */
    expectedPrice: integer("expected_price").notNull(),
    addedAt: integer("added_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lineKey] }), check("cart_lines_quantity_check", sql`${t.quantity} >= 1`)],
);

// ── Gateway payments ───────────────────────────────────────────────────────

/**
 * One transaction at the payment gateway (app/modules/payments/): pays one or more orders of a
 * checkout (`payment_orders`) or one deposit. Its id is the gateway's `order_id` (one use).
 * `gross_amount` = `amount` (what the orders or the deposit need) + `fee` (the method's fee).
 */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: ["orders", "deposit"] }).notNull(),
    depositId: text("deposit_id").references(() => deposits.id),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    amount: integer("amount").notNull(),
    fee: integer("fee").notNull(),
    grossAmount: integer("gross_amount").notNull(),
    status: text("status", { enum: ["pending", "settled", "expired", "cancelled", "denied"] })
      .notNull()
      .default("pending"),
    /** Why staff must look: the paid amount differed, or the provider refunded a settled payment. */
    flag: text("flag"),
    redirectUrl: text("redirect_url"),
    providerTransactionId: text("provider_transaction_id"),
    /** The last verified notification as received (raw JSON text), for staff. */
    lastNotification: text("last_notification"),
    /**
     * How to finish paying (VA number, bill key, pay code, QR …) from the provider's last status read
     * that gave them (app/modules/payments/provider.ts PayInstructions).
     */
    instructions: text("instructions", { mode: "json" }).$type<Record<string, string | number>>(),
    expiresAt: integer("expires_at").notNull(),
    settledAt: integer("settled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_status_idx").on(t.status, t.createdAt),
    index("payments_deposit_idx").on(t.depositId),
    check(
      "payments_amounts_check",
      sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.grossAmount} = ${t.amount} + ${t.fee}`,
    ),
    check("payments_status_check", sql`${t.status} IN ('pending', 'settled', 'expired', 'cancelled', 'denied')`),
    check(
      "payments_purpose_check",
      sql`(${t.purpose} = 'deposit') = (${t.depositId} IS NOT NULL) AND ${t.purpose} IN ('orders', 'deposit')`,
    ),
  ],
);

/**
 * The orders one gateway payment pays, each with its share and what became of it once the payment
 * settled: 'paid' (gateway → the order's escrow) or 'credited' (the order could no longer be paid —
 * expired, cancelled, paid otherwise, out of stock — so the share went to the buyer's wallet).
 */
export const paymentOrders = sqliteTable(
  "payment_orders",
  {
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    amount: integer("amount").notNull(),
    outcome: text("outcome", { enum: ["paid", "credited"] }),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.orderId] }),
    index("payment_orders_order_idx").on(t.orderId),
    check("payment_orders_amount_check", sql`${t.amount} > 0`),
    check("payment_orders_outcome_check", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('paid', 'credited')`),
  ],
);

/**
 * Every notification the gateway sent, verified or not (staff read them on /admin/payments). One
 * row per (payment, status): a repeated notification of the same state is recorded once.
 */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: text("payment_id").notNull(),
    /** The status the provider reported when asked (not the notification's claim). */
    status: text("status").notNull(),
    raw: text("raw").notNull(),
    receivedAt: integer("received_at").notNull(),
  },
  (t) => [uniqueIndex("payment_events_once").on(t.paymentId, t.status)],
);

/**
 * A paid order's money sent back to the method it was paid with (QRIS, an e-wallet) through the
 * gateway's refund API, after the order's refund reached the buyer's wallet. At most one per order;
 * its id is the provider's refund_key (a repeat is the same refund). `requested`: the money left the
 * wallet (ledger `gateway_refund`) and waits for the provider's yes; `done`; `failed`: the provider
 * refused and the money is back in the wallet (`gateway_refund_reversed`).
 */
export const gatewayRefunds = sqliteTable(
  "gateway_refunds",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** The order's share taken from the buyer's wallet. */
    amount: integer("amount").notNull(),
    /** The method's fee given back from platform fees (a payment of this order alone), else 0. */
    fee: integer("fee").notNull(),
    status: text("status", { enum: ["requested", "done", "failed"] })
      .notNull()
      .default("requested"),
    attempts: integer("attempts").notNull().default(0),
    /** When an unanswered request is asked again (null: not waiting for a retry). */
    nextTryAt: integer("next_try_at"),
    /** The provider's words on a refusal, or the last error. */
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: integer("settled_at"),
  },
  (t) => [
    uniqueIndex("gateway_refunds_order_unique").on(t.orderId),
    index("gateway_refunds_payment_idx").on(t.paymentId),
    index("gateway_refunds_retry_idx").on(t.status, t.nextTryAt),
    check("gateway_refunds_amounts_check", sql`${t.amount} > 0 AND ${t.fee} >= 0`),
    check("gateway_refunds_status_check", sql`${t.status} IN ('requested', 'done', 'failed')`),
  ],
);

/**
 * A withdrawal sent through the disbursement provider (Midtrans Payouts / Iris): created by one
 * staff member (maker, or the payout API), approved by another (checker), then completed or failed
 * by the provider's callbacks. At most one payout per withdrawal. `reference_no` is the provider's.
 */
export const payouts = sqliteTable(
  "payouts",
  {
    id: id(),
    withdrawalId: text("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id),
    provider: text("provider").notNull(),
    referenceNo: text("reference_no").notNull(),
    /** The provider batch this payout was created in (several withdrawals sent together). */
    batchId: text("batch_id").notNull(),
    status: text("status", { enum: ["queued", "approved", "processed", "completed", "failed", "rejected"] })
      .notNull()
      .default("queued"),
    /** The maker: an admin's id, or null for the payout API (bearer token). */
    createdBy: text("created_by"),
    /** The checker: always an admin other than the maker. */
    approvedBy: text("approved_by"),
    errorMessage: text("error_message"),
    lastNotification: text("last_notification"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payouts_withdrawal_unique").on(t.withdrawalId),
    uniqueIndex("payouts_reference_unique").on(t.referenceNo),
    index("payouts_status_idx").on(t.status, t.createdAt),
    check(
      "payouts_status_check",
      sql`${t.status} IN ('queued', 'approved', 'processed', 'completed', 'failed', 'rejected')`,
    ),
    check(
      "payouts_checker_check",
      sql`${t.approvedBy} IS NULL OR ${t.createdBy} IS NULL OR ${t.approvedBy} <> ${t.createdBy}`,
    ),
  ],
);

/**
 * A provider answer about a payout that no longer fits its withdrawal (e.g. 'completed' for a
 * withdrawal already rejected, or a different amount): nothing moved; staff decide, with a reason.
 * One row per payout and provider status, however often the callback comes.
 */
export const payoutReviews = sqliteTable(
  "payout_reviews",
  {
    id: id(),
    payoutId: text("payout_id")
      .notNull()
      .references(() => payouts.id),
    withdrawalId: text("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id),
    kind: text("kind", { enum: ["unexpected_state", "amount_mismatch"] }).notNull(),
    /** What the provider said (its payout status) and the withdrawal's status at that moment. */
    providerStatus: text("provider_status").notNull(),
    withdrawalStatus: text("withdrawal_status").notNull(),
    providerAmount: integer("provider_amount"),
    createdAt: createdAt(),
    resolvedAt: integer("resolved_at"),
    resolvedBy: text("resolved_by"),
    resolution: text("resolution", { enum: ["recovered", "noted"] }),
    resolutionReason: text("resolution_reason"),
  },
  (t) => [
    uniqueIndex("payout_reviews_unique").on(t.payoutId, t.providerStatus, t.kind),
    index("payout_reviews_open_idx").on(t.resolvedAt, t.createdAt),
    check("payout_reviews_kind_check", sql`${t.kind} IN ('unexpected_state', 'amount_mismatch')`),
    check("payout_reviews_resolution_check", sql`${t.resolution} IS NULL OR ${t.resolution} IN ('recovered', 'noted')`),
  ],
);

/**
 * Items a seller stocked in advance for a Pengiriman Instan listing (voucher codes, account logins),
 * each encrypted like delivery info (DELIVERY_INFO_KEY). Paying an order assigns `quantity` unsold
 * items to it in the paying batch; an item is never assigned twice (`order_id` is set once, and the
 * listing's stock — the count of unsold items — cannot go below zero).
 */
export const deliveryItems = sqliteTable(
  "delivery_items",
  {
    id: id(),
    listingId: text("listing_id")
      .notNull()
      .references(() => products.id),
    content: text("content").notNull(),
    orderId: text("order_id").references(() => orders.id),
    createdAt: createdAt(),
    soldAt: integer("sold_at"),
  },
  (t) => [
    index("delivery_items_unsold_idx").on(t.listingId, t.orderId, t.createdAt),
    index("delivery_items_order_idx").on(t.orderId),
  ],
);

/**
 * A buyer's warranty claim on a completed account order (one per order): why, what they show, the
 * seller's answer and offered fix (within 48 h), and staff's decision — refund all or part of the
 * warranty hold to the buyer, or release it to the seller. The money moves with the order's step.
 */
export const warrantyClaims = sqliteTable(
  "warranty_claims",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    reason: text("reason", { enum: CLAIM_REASONS }).notNull(),
    description: text("description").notNull(),
    /** Keys of the evidence images in the IMAGES bucket (served only to the parties and staff). */
    evidence: text("evidence", { mode: "json" }).$type<string[]>().notNull().default([]),
    sellerAnswer: text("seller_answer"),
    sellerOffer: text("seller_offer", { enum: CLAIM_OFFERS }),
    answeredAt: integer("answered_at"),
    decision: text("decision", { enum: ["refund", "release"] }),
    /** What went back to the buyer (the rest went to the seller), when decided for the buyer. */
    refundAmount: integer("refund_amount"),
    decisionReason: text("decision_reason"),
    decidedAt: integer("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("warranty_claims_order_unique").on(t.orderId),
    check("warranty_claims_refund_check", sql`${t.refundAmount} IS NULL OR ${t.refundAmount} > 0`),
    check("warranty_claims_reason_check", sql`${t.reason} IN ('recovered', 'banned', 'mismatch')`),
    check(
      "warranty_claims_offer_check",
      sql`${t.sellerOffer} IS NULL OR ${t.sellerOffer} IN ('resecure', 'replacement', 'partial_refund', 'none')`,
    ),
    check("warranty_claims_decision_check", sql`${t.decision} IS NULL OR ${t.decision} IN ('refund', 'release')`),
  ],
);

/**
 * The timeline of an order's dispute (its case): opened (reason, description, evidence), evidence
 * either party adds until the decision, the seller's answer, the reminder, the escalation to staff
 * and staff's decision. Images are keys in the IMAGES bucket (served only to the parties and staff);
 * links are http(s) URLs, shown as links, never as HTML.
 */
export const caseEvents = sqliteTable(
  "case_events",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: ["opened", "evidence", "answer", "reminder", "escalated", "decided"] }).notNull(),
    actorRole: text("actor_role", { enum: ["buyer", "seller", "admin", "system"] }).notNull(),
    /** A preset reason (the opening) or the decision ('release' / 'refund'). */
    reason: text("reason"),
    body: text("body").notNull().default(""),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default([]),
    links: text("links", { mode: "json" }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    /** Whose case the event belongs to: the order's dispute or its warranty claim. */
    subject: text("subject", { enum: ["dispute", "claim"] })
      .notNull()
      .default("dispute"),
  },
  (t) => [
    index("case_events_order_idx").on(t.orderId, t.createdAt),
    check(
      "case_events_kind_check",
      sql`${t.kind} IN ('opened', 'evidence', 'answer', 'reminder', 'escalated', 'decided')`,
    ),
  ],
);

/** Favorit: the listings a user keeps (migration 0032; the list is /wishlist, newest first). */
export const favorites = sqliteTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * A seller's rating as a read model (migration 0033): the count, sum and 4–5-star count of every
 * review of the seller's listings, kept exact by SQLite triggers on reviews (and on a listing changing
 * seller). The listing page, the public profile and the dashboard read this row, never the reviews.
 */
export const sellerRatings = sqliteTable("seller_ratings", {
  sellerId: text("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reviewCount: integer("review_count").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
  positiveCount: integer("positive_count").notNull().default(0),
});

/**
 * A seller's reliability figures, cached (migration 0033; catalog/seller-figures.server.ts): the
 * figures' JSON and when they were computed. Served for SELLER_FIGURES_TTL_MS, then recomputed after
 * the response of the view that found them old.
 */
export const sellerFiguresCache = sqliteTable("seller_figures_cache", {
  sellerId: text("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  figures: text("figures").notNull(),
  computedAt: integer("computed_at").notNull(),
});

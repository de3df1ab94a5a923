import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The agency's staff who use /console. Accounts are created by `npm run operator`, never by a
 * default; `password_hash` is argon2id (PHC string), empty until the set-password link is used.
 */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  /** 'admin' | 'agent' */
  role: text('role').notNull(),
  passwordHash: text('password_hash'),
  /** TOTP secret, sealed with the data key (server/storage/sealed-text.ts); null: no second factor. */
  totpSecret: text('totp_secret'),
  /** The TOTP time step (unix seconds / 30) of the last code accepted: each code works once (migration 0011). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** SHA-256 of the one-time set-password token, and when it stops working. */
  setupTokenHash: text('setup_token_hash').unique(),
  setupTokenExpiresAt: timestamp('setup_token_expires_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Console sessions. The cookie holds a random id; only its SHA-256 is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    /**
     * 'complete' (signed in), or a step of signing in that opens no console data: 'code' (password
     * right, awaiting the code), 'enrol' (setting up the second factor), 'codes' (recovery codes
     * to show once). Migration 0011.
     */
    stage: text('stage').notNull().default('complete'),
    /** Sealed: the TOTP secret being set up ('enrol'), or the recovery codes to show ('codes'). */
    pending: text('pending'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** One-time recovery codes: only an HMAC of each (keyed from the data key) is stored; used once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/**
 * Who did what to which record, when, from where. Append-only: the application only inserts, and
 * triggers (migrations 0004 and 0011) refuse UPDATE, DELETE and TRUNCATE; only the audit retention
 * command may delete rows past their age (decision 126).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for events without a known operator (a failed login for an unknown address). */
    operatorId: uuid('operator_id'),
    /** The e-mail as typed or as known at the time, kept even if the account changes. */
    actor: text('actor').notNull(),
    /** e.g. 'login.success', 'claim.view', 'document.download', 'item.status' */
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ipAddress: text('ip_address').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_action_at_idx').on(table.action, table.at),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

/**
 * The desk's state of each submission (claim, business inquiry, lead, home assessment, comment):
 * status and assigned agent. A row exists once someone changed something; no row means 'new'.
 */
export const itemWorkflow = pgTable(
  'item_workflow',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** 'new' | 'in_progress' | 'done' | 'spam' */
    status: text('status').notNull().default('new'),
    assignedTo: uuid('assigned_to').references(() => operators.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subjectType, table.subjectId] }),
    index('item_workflow_status_idx').on(table.status),
    index('item_workflow_assigned_idx').on(table.assignedTo),
  ],
);

/** Internal notes on a submission, with author and time; never shown outside the console. */
export const itemNotes = pgTable(
  'item_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    authorId: uuid('author_id').references(() => operators.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('item_notes_subject_idx').on(table.subjectType, table.subjectId, table.createdAt)],
);

/** Failed sign-ins kept for throttling per account, per browser and per IP (pruned by age). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The typed address, normalised (server/console/login-identity.ts). */
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    /** The device cookie's nonce when the browser signed in to this account before; null: an unknown browser. */
    device: text('device'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('login_attempts_email_at_idx').on(table.email, table.at),
    index('login_attempts_ip_at_idx').on(table.ipAddress, table.at),
    index('login_attempts_email_device_at_idx').on(table.email, table.device, table.at),
  ],
);

/**
 * Refused sign-ins counted per throttle window, typed address (cut to 64 characters) and client
 * address: the audit log gets one row at the first refusal and one with the count once the window
 * has closed, never one per attempt (decision 112). Pruned after 30 days.
 */
export const loginRefusals = pgTable(
  'login_refusals',
  {
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    account: text('account').notNull(),
    ipAddress: text('ip_address').notNull(),
    count: integer('count').notNull().default(1),
    firstReason: text('first_reason').notNull(),
    summarisedAt: timestamp('summarised_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.windowStart, table.account, table.ipAddress] }),
    index('login_refusals_open_idx').on(table.summarisedAt, table.windowStart),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

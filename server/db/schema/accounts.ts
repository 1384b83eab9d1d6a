import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A registered business user. E-mail is stored lower-cased; the password only as an Argon2id hash. */
export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    avatar: text('avatar').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    businessCategory: text('business_category').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    /** 'user' or 'admin'. */
    role: text('role').notNull().default('user'),
    /** The language the user reads the portal, mails and notifications in ('en', 'zh'): set at registration, changed by the switch. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an administrator: the account cannot sign in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('app_user_email_uq').on(t.email)],
);

/** A signed-in session. Only the SHA-256 of the token is kept, so a database leak reveals no usable token. */
export const userSession = pgTable(
  'user_session',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session, whatever its activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('user_session_token_uq').on(t.tokenHash), index('user_session_user_idx').on(t.userId)],
);

/** A mailed verification code (REGISTER or RESET), kept as a hash; it works once, for its e-mail and purpose. */
export const emailCode = pgTable(
  'email_code',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_code_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);

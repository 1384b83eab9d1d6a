import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { company, plant } from './market';
import { consignee } from './market-lists';

/**
 * Verification of who a user speaks for (docs/companies.md, issue 28). An application is ENTERPRISE (a company of
 * the market data: an overseas supplier through its plants, or a Chinese importer/consignee) or PERSONAL (a person,
 * the catalogue's lighter level). Its state runs PENDING -> VERIFIED or REFUSED; a VERIFIED one may later be REVOKED.
 * A verified enterprise application is the company's account on the portal: at most one per market company or
 * consignee (the partial unique indexes), owned by owner_id (the applicant until ownership is handed on).
 */
export const companyApplication = pgTable(
  'company_application',
  {
    id: serial('id').primaryKey(),
    /** 'ENTERPRISE' or 'PERSONAL'. */
    level: text('level').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** Who speaks for the company once it is verified: the applicant, until ownership is handed on. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The supplier's company in the market data (its plants below), or null. */
    marketCompanyId: integer('market_company_id').references(() => company.id),
    /** The Chinese importer/consignee of the market data, or null. */
    consigneeId: integer('consignee_id').references(() => consignee.id),
    /** The company's (or the person's) name as verified: copied from the market data, or typed for a person. */
    name: text('name').notNull(),
    /** The applicant's note to the reviewer; plain text. */
    note: text('note').notNull().default(''),
    workEmail: text('work_email').notNull().default(''),
    /** Set once the applicant entered the code mailed to the work e-mail. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Whether the work e-mail's domain is the company's known web site or e-mail domain, when it was named. */
    domainMatch: boolean('domain_match').notNull().default(false),
    state: text('state').notNull().default('PENDING'),
    /** The administrator's reason for a refusal or a revocation. */
    reason: text('reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => appUser.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_application_applicant_idx').on(t.applicantId, t.createdAt.desc()),
    index('company_application_state_idx').on(t.state, t.createdAt),
    uniqueIndex('company_application_company_verified_uq')
      .on(t.marketCompanyId)
      .where(sql`state = 'VERIFIED' and market_company_id is not null`),
    uniqueIndex('company_application_consignee_verified_uq')
      .on(t.consigneeId)
      .where(sql`state = 'VERIFIED' and consignee_id is not null`),
  ],
);

/** The plants an enterprise application names (country + Reg.No. matched to the market data). */
export const companyApplicationPlant = pgTable(
  'company_application_plant',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => companyApplication.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plant.id),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.plantId] })],
);

/**
 * The members of a verified company's team (docs/companies.md 'Teams', decision 0054), besides its owner
 * (company_application.owner_id). A user is in one team at most; a member who leaves or is removed loses the row.
 */
export const companyMember = pgTable(
  'company_member',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => companyApplication.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] }), uniqueIndex('company_member_user_uq').on(t.userId)],
);

/**
 * An invitation by e-mail to join a team. The mailed link carries a token; only its hash is kept. State: OPEN ->
 * ACCEPTED or CANCELLED; an OPEN one past expires_at is expired.
 */
export const companyInvitation = pgTable(
  'company_invitation',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => companyApplication.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    invitedBy: integer('invited_by').references(() => appUser.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    state: text('state').notNull().default('OPEN'),
    acceptedBy: integer('accepted_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invitation_token_uq').on(t.tokenHash),
    index('company_invitation_application_idx').on(t.applicationId, t.state),
  ],
);

/** A signed-in user's request to join a team; the owner approves or refuses it. State: PENDING -> APPROVED or REFUSED. */
export const companyJoinRequest = pgTable(
  'company_join_request',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => companyApplication.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The user's words to the owner; plain text. */
    message: text('message').notNull().default(''),
    state: text('state').notNull().default('PENDING'),
    decidedBy: integer('decided_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('company_join_request_application_idx').on(t.applicationId, t.state),
    uniqueIndex('company_join_request_pending_uq')
      .on(t.applicationId, t.userId)
      .where(sql`state = 'PENDING'`),
  ],
);

import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Company accounts and verification (issue 28, docs/companies.md): levels, states, limits and messages. */

/** ENTERPRISE: a company of the market data; PERSONAL: a person, the catalogue's lighter level. */
export const VERIFICATION_LEVELS = ['ENTERPRISE', 'PERSONAL'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

export const APPLICATION_STATES = ['PENDING', 'VERIFIED', 'REFUSED', 'REVOKED'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const COMPANY_LIMITS = {
  nameMax: 200,
  noteMax: 1000,
  reasonMax: 500,
  plantsMax: 20,
  documentsMax: 6,
  /** New applications per user and day. */
  applicationsPerDay: 5,
  pageSize: 20,
  pageSizeMax: 100,
} as const;

/** What the shared uploads know an application's documents by (subject type). */
export const APPLICATION_SUBJECT = 'company-application';

/** The public page a Verified badge links to. */
export const verifiedPath = (id: number) => `/verified/${id}`;

/** A verified company's team (docs/companies.md 'Teams'). */
export const TEAM_LIMITS = {
  /** Invitations a company sends per day. */
  invitationsPerDay: 10,
  /** Requests to join a user sends per day. */
  requestsPerDay: 5,
  invitationDays: 7,
  messageMax: 500,
} as const;

export const companyMessages = messageTable('spec-companies', en, zh, {
  tooManyPlants: { max: COMPANY_LIMITS.plantsMax },
  'team.tooManyInvitations': { max: TEAM_LIMITS.invitationsPerDay },
});
export const COMPANY_MSG = companyMessages.texts.en;

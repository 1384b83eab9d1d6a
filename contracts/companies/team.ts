import { z } from 'zod';
import { emailField } from '../accounts/models';
import { defineCall } from '../core/calls';
import { fill } from '../core/messages';
import { int, intText } from '../core/numbers';
import { COMPANY_MSG, TEAM_LIMITS } from './codes';

/** A verified company's team (issue 28 'Teams'; §7 catalogue 'employee': list, review, kickout; docs/companies.md). */

/** Where the mailed link leads: the accept page, with the invitation's token. */
export const TEAM_PAGE = '/account/team';
export const acceptPath = (token: string) => `/account/team/accept?token=${encodeURIComponent(token)}`;

export const TEAM_ROLES = ['OWNER', 'MEMBER'] as const;
export const INVITATION_STATES = ['OPEN', 'ACCEPTED', 'CANCELLED', 'EXPIRED'] as const;

const id = () => int().min(1);
const T = COMPANY_MSG.team;

export const teamIdQuery = z.object({ id: intText({ min: 1 }).describe("The company's verification (application) id") });
export const inviteBody = z.object({ id: id(), email: emailField.describe('The colleague’s address: the invitation is mailed to it') });
export const invitationIdBody = z.object({ invitationId: id() });
export const tokenField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, T.invitationNotFound);
export const tokenQuery = z.object({ token: tokenField });
export const tokenBody = z.object({ token: tokenField });
export const joinRequestBody = z.object({
  id: id(),
  message: z
    .string()
    .trim()
    .max(TEAM_LIMITS.messageMax, fill(COMPANY_MSG.tooLong, { max: TEAM_LIMITS.messageMax }))
    .refine((s) => !/<[a-zA-Z/!?]/.test(s), T.noMarkup)
    .default('')
    .describe('A word to the owner; plain text'),
});
export const reviewBody = z.object({ requestId: id(), approve: z.boolean().describe('true lets them in, false refuses') });
export const memberBody = z.object({ id: id(), userId: id() });

export const teamPersonSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const joinRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  verifiedAt: z.string(),
  /** The caller's place: OWNER or MEMBER (null for an administrator reading it). */
  role: z.enum(TEAM_ROLES).nullable(),
  members: z.array(teamPersonSchema),
  /** Open and expired invitations not answered yet; the owner's (and administrators') view only, else empty. */
  invitations: z.array(invitationSchema),
  /** Requests waiting for the owner; the owner's (and administrators') view only, else empty. */
  requests: z.array(joinRequestSchema),
});
export const myTeamSchema = z.object({
  team: teamSchema.nullable(),
  /** The caller's requests to join that wait for an owner. */
  requests: z.array(z.object({ id: z.number().int(), companyName: z.string(), createdAt: z.string() })),
});
export const invitationDetailSchema = z.object({
  companyName: z.string(),
  /** The invited address, for the page to say which account must accept. */
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  expiresAt: z.string(),
});

export type Team = z.infer<typeof teamSchema>;
export type MyTeam = z.infer<typeof myTeamSchema>;
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

const tag = 'employee';

export const teamCalls = {
  mine: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/employee/mine',
    output: myTeamSchema,
    summary: 'Your team (as its owner or a member), or null, and your requests to join waiting for an owner',
  }),
  list: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/employee/list',
    query: teamIdQuery,
    output: teamSchema,
    summary:
      "§7 'employee list': a verified company's members; the owner (and administrators) also see its invitations and requests; anyone outside the team gets 404",
  }),
  invite: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/invite',
    body: inviteBody,
    output: invitationSchema,
    invalidates: [],
    summary: `The owner invites a colleague by e-mail: a mail with an accept link (valid ${TEAM_LIMITS.invitationDays} days); ${TEAM_LIMITS.invitationsPerDay} a day per company`,
  }),
  cancel: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/invitation/cancel',
    body: invitationIdBody,
    output: z.null(),
    invalidates: [],
    summary: 'The owner withdraws an open invitation; its link no longer works',
  }),
  invitation: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    path: '/api/employee/invitation',
    query: tokenQuery,
    output: invitationDetailSchema,
    noCache: true,
    summary: "What an invitation's link offers: the company, the invited address, whether it is still open (404 for an unknown token)",
  }),
  accept: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/accept',
    body: tokenBody,
    output: z.object({ id: z.number().int(), name: z.string() }),
    summary: "Joins the team an open invitation names; the signed-in account's e-mail must be the invited one",
  }),
  request: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/request',
    body: joinRequestBody,
    output: z.object({ id: z.number().int() }),
    invalidates: [],
    summary: `Asks to join a verified company's team; its owner approves or refuses (${TEAM_LIMITS.requestsPerDay} a day)`,
  }),
  review: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/review',
    body: reviewBody,
    output: z.null(),
    summary: "§7 'employee review': the owner approves or refuses a request to join; the user is notified",
  }),
  kickout: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/kickout',
    body: memberBody,
    output: z.null(),
    summary: "§7 'employee kickout': the owner removes a member, who is notified and sees nothing more of the company's",
  }),
  leave: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/leave',
    body: z.object({ id: id() }),
    output: z.null(),
    summary: 'A member leaves the team (the owner hands ownership on first)',
  }),
  transfer: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/employee/transfer',
    body: memberBody,
    output: z.null(),
    summary: 'The owner hands ownership (and the Verified badge) on to a member and stays as a member; the new owner is notified',
  }),
};

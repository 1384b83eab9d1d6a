import { DEMO_INVITATION_TOKEN } from '../../server/db/seed/teams';
import { baseURL } from './browser';
import { firstLink, publicRoutes } from './public-routes';

/** Who must be signed in to see a route: a visitor, a registered user or the administrator. */
export type Audience = 'visitor' | 'user' | 'admin';

export interface RouteVisit {
  /** The page's address, language-free (the walk puts /zh in front for Chinese). */
  path: string;
  audience: Audience;
}

const ACCOUNT = [
  '',
  '/mySupplyPost',
  '/myBuyPost',
  '/myPost',
  '/myExchange',
  '/myFavorites',
  '/personInfo',
  '/changePsd',
  '/mySubscriptions',
  '/notifications',
  '/messages',
  '/verification',
  '/team',
  // The demo's open invitation (server/db/seed/teams.ts): its page, as another account than the invited one sees it.
  `/team/accept?token=${DEMO_INVITATION_TOKEN}`,
];

const ADMIN = [
  '',
  '/users',
  '/settings',
  '/comments',
  '/moderation',
  '/moderation/conversations',
  '/audit',
  '/knowledge',
  '/knowledge/categories',
  '/knowledge/new',
  '/news',
  '/banners',
  '/feedback',
  '/plants',
  '/imports',
  '/tracking',
  '/jobs',
  '/verification',
  '/bank-accounts',
];

/**
 * Every route of the specification and the admin shell, with the detail pages of real demo data (the first item
 * their lists link to). The language walk, and the accessibility and overflow checks, visit them all.
 */
export async function everyRoute(adminCookie: string): Promise<RouteVisit[]> {
  const base = baseURL();
  const adminDetails = await Promise.all([
    firstLink(base, '/admin/users', /href="(\/admin\/users\/\d+)"/, adminCookie),
    firstLink(base, '/admin/knowledge', /href="(\/admin\/knowledge\/\d+)"/, adminCookie),
    firstLink(base, '/admin/news', /href="(\/admin\/news\/[a-z-]+\/\d+)"/, adminCookie),
  ]);
  return [
    ...(await publicRoutes(base)).map((path) => ({ path, audience: 'visitor' as const })),
    ...ACCOUNT.map((path) => ({ path: `/account${path}`, audience: 'user' as const })),
    ...[...ADMIN.map((path) => `/admin${path}`), ...adminDetails].map((path) => ({
      path,
      audience: 'admin' as const,
    })),
  ];
}

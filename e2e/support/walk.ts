import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminSession } from './admin';
import { apiData } from './api';
import { baseURL, openPage } from './browser';
import { everyRoute, type Audience, type RouteVisit } from './routes';
import { registerUser } from './users';

/**
 * A walk over every route of the specification for each audience: one browser context per audience (signed in as
 * that audience), one page reused from route to route. The accessibility and overflow checks walk with it.
 */
export interface Walk {
  routes: RouteVisit[];
  /** Visits each route of each audience in turn with the page of that audience, loaded at `width`. */
  each(width: number, visit: (page: Page, route: RouteVisit) => Promise<void>): Promise<void>;
}

export async function startWalk(browser: Browser, prefix: string): Promise<Walk> {
  const tokens: Record<Audience, string | undefined> = {
    visitor: undefined,
    user: (await registerUser(prefix, 'Walk the pages 1')).token,
    admin: (await adminSession({ address: '203.0.113.241' })).token,
  };
  const routes = await everyRoute(`cmsp_session=${tokens.admin}`);
  // The walked article carries a comment of the walk's user, so the comment thread (one shared component under
  // every article and news item) is checked whether or not another spec commented before the walk.
  const article = routes.find((route) => /^\/knowledgeBase\/\d+$/.test(route.path));
  if (!article) throw new Error('the walk found no knowledge article to visit');
  const added = await apiData<number>(
    '/api/comments/addComments',
    { commentsType: 'KNOWLEDGE_BASE', ownerId: Number(article.path.split('/').pop()), messageContent: `Read on the ${prefix} walk` },
    `cmsp_session=${tokens.user}`,
  );
  if (typeof added !== 'number') throw new Error('the walk could not comment on the article it visits');
  return {
    routes,
    async each(width, visit) {
      for (const audience of ['visitor', 'user', 'admin'] as const) {
        const { context, page } = await openPage(browser, { width });
        await signIn(context, tokens[audience]);
        for (const route of routes.filter((r) => r.audience === audience)) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(route.path, { waitUntil: 'networkidle' });
          await visit(page, route);
        }
        await context.close();
      }
    },
  };
}

async function signIn(context: BrowserContext, token: string | undefined): Promise<void> {
  if (token) await context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
}

/** Resizes the page's window and waits two frames, so media queries and the components that follow them settle. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

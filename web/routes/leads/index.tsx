import { Link } from 'react-router';
import type { Route } from './+types/index';
import { leadCalls } from '../../../contracts/leads/calls';
import { BOARD_TAB_LABEL, LEAD_TYPES } from '../../../contracts/leads/codes';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { releasePath } from '../../../contracts/leads/pages';
import { leadsMessages } from '../../features/leads/messages';
import { boardFilterOfParams, boardHref, boardParams } from '../../features/leads/params';
import { BoardFilters } from '../../features/leads/BoardFilters';
import { loadBoardOptions } from '../../features/leads/goods';
import { kitIsland } from '../../ui/kit/island';
import searchesCss from '../../features/searches/searches.css?url';
import communityCss from '../../ui/posts/posts.css?url';
import { createApi } from '../../lib/api';
import { listOrMessage } from '../../lib/loaders';
import { languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { siteMessages } from '../../lib/i18n/messages';
import { pageTitle } from '../../lib/meta';
import { track } from '../../lib/tracking';
import { EmptyState, ListProblem, useClearFilters } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';

/** The actions (saving the search, posting) and the cards are kit parts, hydrated after the first paint (decision 0065). */
const BoardActions = kitIsland(() => import('../../features/leads/BoardActions').then((m) => m.BoardActions));
const LeadCard = kitIsland(() => import('../../features/leads/LeadCard').then((m) => m.LeadCard));

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: communityCss },
  { rel: 'stylesheet', href: searchesCss },
];
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), leadsMessages);
  return [{ title: pageTitle(t('board.metaTitle')) }, { name: 'description', content: t('board.description') }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = boardParams(new URL(request.url));
  const language = languageOfRequest(request);
  const api = createApi(context.api);
  const [leads, options] = await Promise.all([
    listOrMessage(
      () =>
        api.call(leadCalls.page, {
          params: { page: params.page, limit: POSTING_LIMITS.pageSize },
          body: { ...boardFilterOfParams(params), checkStatus: 2 },
        }),
      { language, searchOf: translator(language, leadsMessages)('board.searchOf') },
    ),
    loadBoardOptions(api, request),
  ]);
  const { products, countries } = options;
  return { params, leads, products, countries };
}

/**
 * §2 'Community B2B': the tabs For Buyers (supply posts) and For Suppliers (demand posts), the filters (product,
 * origin, Incoterm, price range, order, words), and posting. Every filter is in the address.
 */
export default function CommunityBoard({ loaderData }: Route.ComponentProps) {
  const t = useT(leadsMessages);
  const productName = useT(siteMessages)('productName');
  const { params, leads, products, countries } = loaderData;
  const countryName = (code: string) => countries.find((c) => c.value === code)?.label ?? code;
  // Filters that match nothing are offered cleared; a board with nothing at all, its first post.
  const filtered = [params.keywords, params.product, params.origin, params.incoterm, params.priceMin, params.priceMax].some(Boolean);
  const cleared = useClearFilters(filtered, boardHref({ type: params.type }));
  const empty = cleared ?? { text: t('board.none'), action: t('board.postFirst'), to: releasePath(params.type) };
  return (
    <section className="community-page" aria-labelledby="board-title">
      <h1 id="board-title" className="community-title">
        {t('board.title')}
      </h1>
      <nav className="community-tabs" aria-label={t('board.tabsLabel')}>
        {LEAD_TYPES.map((type) => (
          <Link
            key={type}
            to={boardHref({ type })}
            className={`community-tab${type === params.type ? ' community-tab--active' : ''}`}
            aria-current={type === params.type ? 'page' : undefined}
            onClick={() => track('TAB', BOARD_TAB_LABEL[type], 'community')}
          >
            {t(`tab.${type}`)}
          </Link>
        ))}
      </nav>
      <div className="community-bar">
        <BoardActions params={params} names={{ products, countries }} />
      </div>
      <BoardFilters params={params} products={products} countries={countries} />
      <p className="community-note">{t('board.note', { name: productName })}</p>
      <ListProblem text={leads.problem} />
      {leads.list.length === 0 ? (
        <EmptyState boxed next={empty} />
      ) : (
        <div className="community-list">
          {leads.list.map((lead) => (
            <LeadCard key={lead.id} lead={lead} countryName={countryName} />
          ))}
        </div>
      )}
      <Pager page={params.page} total={leads.total} pageSize={POSTING_LIMITS.pageSize} hrefFor={(page) => boardHref({ ...params, page })} />
    </section>
  );
}

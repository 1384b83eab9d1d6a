import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { HomeSearch } from '../features/home/HomeSearch';
import { loadHomeWidgets } from '../features/home/home-data';
import { homeSecurityParams, loadHomeDataWidgets } from '../features/home/home-data-widgets';
import { langFilter } from '../features/data/params';
import { ImportPriceTable, PriceTables, SecuritiesPanel } from '../features/home/HomeDataWidgets';
import { FactoryNewsList, NewsBlock, RecommendedGrid } from '../features/home/HomeWidgets';
import { NoticeBar } from '../features/home/NoticeBar';
import { HomeLeads } from '../features/home/HomeLeads';
import { PostForSale } from '../features/home/PostForSale';
import { RollingMessage } from '../features/home/RollingMessage';
import { searchLanding } from '../features/home/search-landing';
import { createApi } from '../lib/api';
import { langOfRequest, languageOfMatches, translator, useT } from '../lib/i18n';
import { homeMessages } from '../features/home/messages';
import { pageTitle } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), homeMessages);
  return [{ title: pageTitle(t('title')) }, { name: 'description', content: t('description') }];
};

/**
 * A submitted search (?scope=&keywords=) goes straight to the scope's list, on the access type that has matches;
 * otherwise the widgets are loaded side by side, each standing alone if its call fails.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = createApi(context.api);
  if (url.searchParams.has('scope')) {
    throw redirect(await searchLanding(api, url.searchParams.get('scope'), url.searchParams.get('keywords')));
  }
  // The data widgets stand or fall together; without them the rest of the page still stands.
  const [widgets, data] = await Promise.all([
    loadHomeWidgets(api, langOfRequest(request)),
    loadHomeDataWidgets(api, homeSecurityParams(url), langFilter(request)).catch(() => null),
  ]);
  return { ...widgets, data };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT(homeMessages);
  const widgets = loaderData;
  return (
    <>
      <section className="home-hero">
        <div className="home-hero__inner">
          <NoticeBar text={widgets.notice.text} link={widgets.notice.link} />
          <h1>{t('hero.title')}</h1>
          <p className="home-hero__lead">{t('hero.lead')}</p>
          <HomeSearch />
          <PostForSale />
        </div>
      </section>
      <RollingMessage entries={widgets.rolling} />
      <div className="home-body">
        <NewsBlock marketNews={widgets.marketNews} customsUpdates={widgets.customsUpdates} />
        <div className="home-row home-row--wide-narrow">
          <RecommendedGrid companies={widgets.recommended} />
          <FactoryNewsList items={widgets.factoryNews} />
        </div>
        <HomeLeads leads={widgets.leads} />
        {widgets.data && (
          <>
            <SecuritiesPanel securities={widgets.data.securities} />
            <PriceTables prices={widgets.data.prices} />
            <ImportPriceTable ranking={widgets.data.ranking} />
          </>
        )}
      </div>
    </>
  );
}

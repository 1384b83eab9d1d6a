import type { Route } from './+types/factory-news-detail';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION } from '../../../contracts/news/codes';
import { factoryNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { itemOr404, orEmpty } from '../../features/news/loaders';
import { articleMeta } from '../../features/news/meta';
import { NewsArticle, useSearchEngineInclusion } from '../../features/news/NewsArticle';
import { detailId } from '../../features/news/params';
import { NEWS_SOURCES } from '../../features/news/SourceNote';
import { createApi } from '../../lib/api';
import { canonicalUrl } from '../../lib/meta';
import { loadComments } from '../../ui/comments/load';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = detailId(new URL(request.url));
  const api = createApi(context.api);
  const item = await itemOr404(() => api.call(newsCalls.factoryNewsDetail, { query: { id } }));
  const [related, comments] = await Promise.all([
    orEmpty(() =>
      api.call(newsCalls.relatedFactoryNews, {
        body: { limit: NEWS_PAGE_SIZE.recommended, lang: 'zh_cn', newsSource: 164, id: item.id, companyTags: item.companyTags },
      }),
    ),
    loadComments(api, COMMENTS_TYPE.FACTORY_NEWS, item.id),
  ]);
  return { item, related, comments, canonical: canonicalUrl(request.url, ['id']) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? articleMeta({
        title: data.item.enContentTitle,
        description: data.item.summary,
        canonical: data.canonical,
        published: `${data.item.sourceDate}T00:00:00.000Z`,
        modified: data.item.updateDate,
        section: NEWS_SECTION.factory,
        feed: NEWS_FEEDS.factoryNews,
      })
    : [];

export default function FactoryNewsDetail({ loaderData }: Route.ComponentProps) {
  const { item, related, comments } = loaderData;
  useSearchEngineInclusion(item.id, item.baiduIncluded);
  return (
    <NewsArticle
      key={item.id}
      title={item.enContentTitle}
      titleZh={item.contentTitle}
      date={item.sourceDate}
      views={item.views}
      lines={` · ${item.countryName}${item.plantNos.length ? ` · Reg.No. ${item.plantNos.join(', ')}` : ''}`}
      html={item.content}
      source={NEWS_SOURCES.factory}
      related={related.list.map((n) => ({ id: n.id, to: factoryNewsPath(n.id), title: n.enContentTitle, date: n.sourceDate }))}
      comments={comments}
    />
  );
}

import { CATEGORY_HOT } from '../../../contracts/knowledge/codes';
import type { CategoryNode } from '../../../contracts/knowledge/models';
import { useT } from '../../lib/i18n';
import { ArticleList } from './ArticleList';
import { ArticleView } from './ArticleView';
import { Banners } from './Banners';
import { kitIsland } from '../../ui/kit/island';
import type { KnowledgePageData } from './load';
import { knowledgeMessages } from './messages';

/** The category tree and its filter are a kit part, hydrated after the first paint (decision 0065). */
const CategoryTree = kitIsland(() => import('./CategoryTree').then((m) => m.CategoryTree));

/** The list's heading: the category's name (the name as written, which may be in the other language), or All or Most read. */
function useHeading(tree: CategoryNode[], categoryId: string): { text: string; named: boolean } {
  const t = useT(knowledgeMessages);
  const all = tree.flatMap((n) => [n, ...n.children]);
  const node = categoryId ? all.find((n) => n.uuid === categoryId) : undefined;
  if (categoryId === String(CATEGORY_HOT)) return { text: t('list.mostRead'), named: false };
  return node && Number(node.uuid) > 0 ? { text: node.label, named: true } : { text: t('list.all'), named: false };
}

/** /knowledgeBase: the tree beside the banner and the list, or the open article in place of the list. */
export function KnowledgePage({ data }: { data: KnowledgePageData }) {
  const t = useT(knowledgeMessages);
  const { params, tree, banners, article, comments, list } = data;
  const heading = useHeading(tree, params.categoryId);
  return (
    <div className="kb">
      <details className="kb-side" open>
        <summary>{t('categories')}</summary>
        <CategoryTree nodes={tree} selected={article ? article.categoryId : params.categoryId} />
      </details>
      <div className="kb-main">
        <Banners banners={banners} />
        {article && comments ? (
          <ArticleView article={article} params={params} comments={comments} />
        ) : (
          list && <ArticleList params={params} page={list} heading={heading} />
        )}
      </div>
    </div>
  );
}

import { CATEGORY_HOT, CATEGORY_LABEL } from '../../../contracts/knowledge/codes';
import type { CategoryNode } from '../../../contracts/knowledge/models';
import { ArticleList } from './ArticleList';
import { ArticleView } from './ArticleView';
import { Banners } from './Banners';
import { CategoryTree } from './CategoryTree';
import type { KnowledgePageData } from './load';
import { refuseContextMenu, useNoDevtoolsKey } from './no-copy';

function headingOf(tree: CategoryNode[], categoryId: string, title: string): string {
  const all = tree.flatMap((n) => [n, ...n.children]);
  const node = categoryId ? all.find((n) => n.uuid === categoryId) : undefined;
  const base =
    categoryId === String(CATEGORY_HOT) ? 'Most read' : node && Number(node.uuid) > 0 ? node.label : `${CATEGORY_LABEL.all} articles`;
  return title ? `${base}: “${title}”` : base;
}

/** /knowledgeBase: the tree beside the banner and the list, or the open article in place of the list. */
export function KnowledgePage({ data }: { data: KnowledgePageData }) {
  useNoDevtoolsKey();
  const { params, tree, banners, article, comments, list } = data;
  return (
    <div className="kb kb-protected" onContextMenu={refuseContextMenu}>
      <details className="kb-side" open>
        <summary>Categories</summary>
        <CategoryTree nodes={tree} selected={article ? article.categoryId : params.categoryId} />
      </details>
      <div className="kb-main">
        <Banners banners={banners} />
        {article && comments ? (
          <ArticleView article={article} params={params} comments={comments} />
        ) : (
          list && <ArticleList params={params} page={list} heading={headingOf(tree, params.categoryId, params.articleTitle)} />
        )}
      </div>
    </div>
  );
}

import type { MetaDescriptor } from 'react-router';
import { articleJsonLd, pageTitle, sharedPageMeta } from '../../lib/meta';
import type { KnowledgePageData } from './load';

const LIST_DESCRIPTION =
  'Practical guidance for exporters of meat and seafood to China: plant registration, certificates, Chinese labels, clearance, testing, tariffs and the cold chain.';

/** Title, description, canonical link, Open Graph, and on an article its JSON-LD. */
export function knowledgeMeta(data: KnowledgePageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: pageTitle('Think-tank') }];
  const { article } = data;
  if (!article) return sharedPageMeta({ title: 'Think-tank', description: LIST_DESCRIPTION, canonical: data.canonical });
  const page = {
    title: article.contentTitle,
    description: `${article.contentTitle}. ${article.contentKeyword}`.slice(0, 300),
    canonical: data.canonical,
    type: 'article' as const,
    published: article.createDate,
    modified: article.updateDate,
    section: article.paths.at(-1)?.categoryName,
  };
  return [...sharedPageMeta(page), articleJsonLd('Article', page)];
}

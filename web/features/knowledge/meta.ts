import type { MetaDescriptor } from 'react-router';
import { translator, type Language } from '../../lib/i18n';
import { articleJsonLd, pageTitle, sharedPageMeta } from '../../lib/meta';
import type { KnowledgePageData } from './load';
import { knowledgeMessages } from './messages';

/** Title, description, canonical link, Open Graph, and on an article its JSON-LD; the list's in the page's language. */
export function knowledgeMeta(data: KnowledgePageData | undefined, language: Language): MetaDescriptor[] {
  const t = translator(language, knowledgeMessages);
  if (!data) return [{ title: pageTitle(t('title')) }];
  const { article } = data;
  if (!article) return sharedPageMeta({ language, title: t('title'), description: t('description'), canonical: data.canonical });
  const page = {
    language,
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

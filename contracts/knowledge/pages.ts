/** The knowledge base's pages, as the server (subjects, sitemap) and the web app link to them. */

export const KNOWLEDGE_PAGE = '/knowledgeBase';

/** An article's own address (§2 /knowledgeBase/{id}). */
export const knowledgePagePath = (id: number | string) => `${KNOWLEDGE_PAGE}/${encodeURIComponent(String(id))}`;

export { sanitizeArticleHtml, textOfHtml } from './sanitize';

import sanitizeHtml from 'sanitize-html';
import { EXTERNAL_LINK_REL } from '../../../contracts/core/html';

/*
 * What article HTML may hold (bodies of news and knowledge articles, written by administrators): headings,
 * paragraphs, lists, tables, links and images, nothing that runs. Areas sanitise with it when an article is
 * saved and again in the presenter that sends it, so a row written around the service is never trusted either.
 */
const TAGS = {
  text: 'h1 h2 h3 h4 h5 h6 p br hr blockquote pre code strong b em i u s sub sup span div figure figcaption',
  lists: 'ul ol li dl dt dd',
  tables: 'table caption thead tbody tfoot tr th td colgroup col',
  media: 'a img',
};
// Script and style bodies are dropped with their tags, never kept as text.
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'template'];

const articleOptions: sanitizeHtml.IOptions = {
  allowedTags: Object.values(TAGS).join(' ').split(' '),
  allowedAttributes: {
    a: ['href', 'title', 'name', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
  // An image whose source was refused (data:, javascript:) would be an empty box: it goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // A rel the writer set is dropped: absolute links leave without window.opener or the referrer.
    a: (tagName, { rel: _rel, ...attribs }) =>
      /^https?:\/\//i.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, rel: EXTERNAL_LINK_REL } } : { tagName, attribs },
  },
};

/** Article HTML reduced to the allow-list above: what is kept can be rendered as it is. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, articleOptions).trim();
}

const BLOCK_END = /<\/(?:p|div|h[1-6]|li|dt|dd|td|th|tr|caption|blockquote|pre|figcaption)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The visible text of article HTML (summaries, feeds, search), white space collapsed to single spaces. */
export function textOfHtml(html: string): string {
  // Block boundaries become spaces first, so the words of two cells, items or paragraphs never run together.
  const spaced = html.replace(BLOCK_END, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS })
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

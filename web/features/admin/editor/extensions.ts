import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from './links';

/**
 * What the editor can write: exactly what the server's article sanitiser keeps (server/shared/html/sanitize.ts),
 * so what an editor sees is what readers get. Headings h2 to h4 (the page's title is the h1), paragraphs, bold,
 * italic, underline, strike, lists, quotes, links, uploaded images and tables; no code, no inline styles.
 */
export const articleExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedHref(url),
      // The server sets rel on external links itself and keeps no target.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  // Only addresses, never pasted data: URIs (the sanitiser drops those, and they would bloat the article).
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];

import { Fragment } from 'react';
import { USER_LINK_REL } from '../../../contracts/core/html';

// http(s) addresses only; a trailing full stop, comma or bracket belongs to the sentence, not the link.
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/**
 * A comment's text as written (React escapes it), with web addresses made links that search engines do not
 * credit to the portal (rel nofollow ugc) and that open without handing over the page.
 */
export function CommentText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <span className="ui-comment__text">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a key={i} href={part.href} rel={USER_LINK_REL} target="_blank">
            {part.href}
          </a>
        ),
      )}
    </span>
  );
}

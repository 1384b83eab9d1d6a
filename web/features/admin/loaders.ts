import {
  ADMIN_LIMITS,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  USER_STATES,
} from '../../../contracts/admin/codes';
import { COMMENTS_TYPES } from '../../../contracts/comments/codes';
import { USER_ROLES } from '../../../contracts/core/codes';
import { ISO_DAY, KEYWORD_MAX, RECORD_ID } from '../../../contracts/core/rules';
import { PUBLICATION_STATES } from '../../../contracts/knowledge/codes';
import { detailOr404 } from '../../lib/loaders';
import { readInt, readOneOf, readPage, readShape, readText } from '../../lib/url-rules';

/**
 * The admin calls answer 404 to anyone but an administrator; a loader turns that into the portal's own
 * 404 page, exactly what an unknown address shows (no redirect to sign in, no hint that the shell exists).
 */
export const adminOr404 = detailOr404;

// The admin calls' own rules read the address; an empty value is left out of the call (undefined).
const pageSize = (value: string | null): number => readOneOf(ADMIN_PAGE_SIZES, value) ?? ADMIN_PAGE_SIZE;
const day = (value: string | null) => readShape(ISO_DAY, value) || undefined;
const textOf = (value: string | null, max: number = KEYWORD_MAX) => readText(max, value) || undefined;

/** The users list's filters from the address; values the API would refuse are left out rather than failing the page. */
export function userSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    keyword: textOf(p.get('keyword')),
    role: readOneOf(USER_ROLES, p.get('role')),
    status: readOneOf(USER_STATES, p.get('status')),
    page: readPage(p.get('page')),
    limit: pageSize(p.get('limit')),
  };
}
export type UserSearch = ReturnType<typeof userSearchOf>;

export function auditSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    actor: textOf(p.get('actor'), ADMIN_LIMITS.email),
    action: readOneOf(AUDIT_ACTIONS, p.get('action')),
    subjectType: readOneOf(AUDIT_SUBJECTS, p.get('subjectType')),
    subjectId: textOf(p.get('subjectId'), ADMIN_LIMITS.subjectId),
    from: day(p.get('from')),
    to: day(p.get('to')),
    page: readPage(p.get('page')),
    limit: pageSize(p.get('limit')),
  };
}
export type AuditSearch = ReturnType<typeof auditSearchOf>;

/** The moderation list's filters from the address (its page size is fixed). */
export function commentSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    keyword: textOf(p.get('keyword')),
    commentsType: readOneOf(COMMENTS_TYPES, p.get('commentsType')),
    page: readPage(p.get('page')),
  };
}
export type CommentSearch = ReturnType<typeof commentSearchOf>;

/** An article list's filters (knowledge and news share them): words of the title, state, a category, paging. */
export function articleSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    keyword: textOf(p.get('keyword')),
    state: readOneOf(PUBLICATION_STATES, p.get('state')),
    categoryId: readInt(RECORD_ID, p.get('categoryId')),
    page: readPage(p.get('page')),
    limit: pageSize(p.get('limit')),
  };
}
export type ArticleSearch = ReturnType<typeof articleSearchOf>;

/** A search as an address query: empty values and the defaults left out. */
export function searchString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'limit' && value === ADMIN_PAGE_SIZE)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

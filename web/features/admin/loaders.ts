import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZES, AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../contracts/admin/codes';
import { COMMENTS_TYPES } from '../../../contracts/comments/codes';
import { USER_ROLES } from '../../../contracts/core/codes';
import { detailOr404 } from '../../lib/loaders';

/**
 * The admin calls answer 404 to anyone but an administrator; a loader turns that into the portal's own
 * 404 page, exactly what an unknown address shows (no redirect to sign in, no hint that the shell exists).
 */
export const adminOr404 = detailOr404;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const positive = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1);
const pageSize = (value: string | null) => (ADMIN_PAGE_SIZES as readonly number[]).find((n) => String(n) === value) ?? ADMIN_PAGE_SIZE;
const day = (value: string | null) => (value && /^\d{4}-\d\d-\d\d$/.test(value) ? value : undefined);
const textOf = (value: string | null, max = 100) => value?.trim().slice(0, max) || undefined;

/** The users list's filters from the address; values the API would refuse are left out rather than failing the page. */
export function userSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    keyword: textOf(p.get('keyword')),
    role: oneOf(USER_ROLES, p.get('role')),
    status: oneOf(['active', 'disabled'] as const, p.get('status')),
    page: positive(p.get('page')),
    limit: pageSize(p.get('limit')),
  };
}
export type UserSearch = ReturnType<typeof userSearchOf>;

export function auditSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    actor: textOf(p.get('actor')),
    action: oneOf(AUDIT_ACTIONS, p.get('action')),
    subjectType: oneOf(AUDIT_SUBJECTS, p.get('subjectType')),
    subjectId: textOf(p.get('subjectId'), 50),
    from: day(p.get('from')),
    to: day(p.get('to')),
    page: positive(p.get('page')),
    limit: pageSize(p.get('limit')),
  };
}
export type AuditSearch = ReturnType<typeof auditSearchOf>;

/** The moderation list's filters from the address (its page size is fixed). */
export function commentSearchOf(url: URL) {
  const p = url.searchParams;
  return {
    keyword: textOf(p.get('keyword')),
    commentsType: oneOf(COMMENTS_TYPES, p.get('commentsType')),
    page: positive(p.get('page')),
  };
}
export type CommentSearch = ReturnType<typeof commentSearchOf>;

/** An article list's filters (knowledge and news share them): words of the title, state, a category, paging. */
export function articleSearchOf(url: URL) {
  const p = url.searchParams;
  const category = p.get('categoryId');
  return {
    keyword: textOf(p.get('keyword')),
    state: oneOf(['draft', 'published'] as const, p.get('state')),
    categoryId: category && /^\d{1,9}$/.test(category) && Number(category) > 0 ? Number(category) : undefined,
    page: positive(p.get('page')),
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

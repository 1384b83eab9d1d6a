/**
 * What posting a supply and demand post (modules/leads) and a forum topic (modules/forum) share: one write limit
 * counted over both, random public codes, field refusals worded as validation words them, the viewer a body names.
 */
export { inDictionary } from './dictionary';
export { ownViewer, shownAt, type PostingDeps } from './viewer';
export { fieldRefusal, newCode, writeLimiter } from './writes';

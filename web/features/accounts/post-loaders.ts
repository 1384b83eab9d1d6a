import { accountsCalls } from '../../../contracts/accounts/calls';
import { topicCalls } from '../../../contracts/forum/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import type { Api } from '../../lib/api';

const pageOf = (url: URL) => {
  const p = url.searchParams.get('page');
  return p && /^\d{1,6}$/.test(p) && Number(p) > 0 ? Number(p) : 1;
};

/** The signed-in author's own posts (type 1, 2, or both), every status. The account layout has checked the session. */
export async function ownLeads(api: Api, url: URL, type?: 1 | 2) {
  const me = await api.call(accountsCalls.info);
  const page = pageOf(url);
  const leads = await api.call(leadCalls.page, {
    params: { page, limit: POSTING_LIMITS.pageSize },
    body: { userId: me.userId, type, checkStatus: 0 },
  });
  return { page, leads };
}

export async function ownTopics(api: Api, url: URL) {
  const me = await api.call(accountsCalls.info);
  const page = pageOf(url);
  const topics = await api.call(topicCalls.page, {
    params: { page, limit: POSTING_LIMITS.pageSize },
    body: { userId: me.userId, checkStatus: 0 },
  });
  return { page, topics };
}

/** My Favorites: tab posts (the default) or topics. */
export async function favourites(api: Api, url: URL) {
  const page = pageOf(url);
  const tab = url.searchParams.get('tab') === 'topics' ? 'topics' : 'posts';
  const query = { page, limit: POSTING_LIMITS.pageSize };
  return tab === 'topics'
    ? { tab, page, topics: await api.call(topicCalls.collectPage, { query }), leads: null }
    : { tab, page, leads: await api.call(leadCalls.collectPage, { query }), topics: null };
}

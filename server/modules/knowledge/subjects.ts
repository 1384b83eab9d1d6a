import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { CONTENT_DISPLAY } from '../../../contracts/knowledge/codes';
import { KNOWLEDGE_MSG } from '../../../contracts/knowledge/codes';
import { knowledgePagePath } from '../../../contracts/knowledge/pages';
import type { Db } from '../../db/client';
import { keyOf, type SubjectInfo, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import { findArticlesByIds } from './queries/articles';

const INT_MAX = 2_147_483_647;

/**
 * Knowledge articles as the shared comments see them: named by id alone (ownerId). A draft or hidden article
 * exists but is not visible, so nothing new attaches to it and its comments are not listed (404).
 */
export function knowledgeSubjects(db: Db): SubjectSource[] {
  const article: SubjectSource = {
    type: COMMENTS_TYPE.KNOWLEDGE_BASE,
    features: ['comment'],
    notFoundMessage: KNOWLEDGE_MSG.articleNotFound,
    findMany: async (keys: readonly SubjectKey[]) => {
      const ids = keys.map((k) => (/^\d{1,10}$/.test(k.object) ? Number(k.object) : 0)).filter((id) => id > 0 && id <= INT_MAX);
      const rows = new Map((await findArticlesByIds(db, ids)).map((row) => [String(row.id), row]));
      const found = new Map<string, SubjectInfo>();
      for (const key of keys) {
        const row = rows.get(key.object);
        if (!row) continue;
        found.set(keyOf(key), {
          id: row.id,
          title: row.contentTitle,
          link: knowledgePagePath(row.id),
          image: '',
          countryName: '',
          ownerId: null,
          visible: row.state === 'published' && row.contentDisplay === CONTENT_DISPLAY.DISPLAY,
        });
      }
      return found;
    },
  };
  return [article];
}

import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { CONTENT_DISPLAY } from '../../../contracts/knowledge/codes';
import { KNOWLEDGE_MSG } from '../../../contracts/knowledge/codes';
import { knowledgePagePath } from '../../../contracts/knowledge/pages';
import type { Db } from '../../db/client';
import { findByNumericIds, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import { findArticlesByIds } from './queries/articles';

/**
 * Knowledge articles as the shared comments see them: named by id alone (ownerId). A draft or hidden article
 * exists but is not visible, so nothing new attaches to it and its comments are not listed (404).
 */
export function knowledgeSubjects(db: Db): SubjectSource[] {
  const article: SubjectSource = {
    type: COMMENTS_TYPE.KNOWLEDGE_BASE,
    features: ['comment'],
    notFoundMessage: KNOWLEDGE_MSG.articleNotFound,
    findMany: (keys: readonly SubjectKey[]) =>
      findByNumericIds(
        keys,
        (ids) => findArticlesByIds(db, ids),
        (row) => ({
          id: row.id,
          title: row.contentTitle,
          link: knowledgePagePath(row.id),
          image: '',
          countryName: '',
          ownerId: null,
          visible: row.state === 'published' && row.contentDisplay === CONTENT_DISPLAY.DISPLAY,
        }),
      ),
  };
  return [article];
}

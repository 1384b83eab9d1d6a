import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { NEWS_MSG, NEWS_SOURCE, NEWS_STATE } from '../../../contracts/news/codes';
import { factoryNewsPath, marketNewsPath } from '../../../contracts/news/pages';
import type { Db, Executor } from '../../db/client';
import { findByNumericIds, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import * as queries from './queries/items';

/**
 * Factory news and market news as subjects of the shared comments (FACTORY_NEWS, AREA_NEWS): named by the
 * item's id alone (ownerId); visible, so open to comments, only while published.
 */
function newsSubject(type: string, newsSource: number, path: (id: number) => string, db: Executor): SubjectSource {
  return {
    type,
    features: ['comment'],
    notFoundMessage: NEWS_MSG.notFound,
    findMany: (keys: readonly SubjectKey[]) =>
      findByNumericIds(
        keys,
        async (ids) => (await queries.findItemKeys(db, ids)).filter((r) => r.newsSource === newsSource),
        (row) => ({
          id: row.id,
          title: row.title,
          link: path(row.id),
          image: '',
          countryName: row.countryName,
          ownerId: null,
          visible: row.state === NEWS_STATE.PUBLISHED,
        }),
      ),
  };
}

export function newsSubjects(db: Db): SubjectSource[] {
  return [
    newsSubject(COMMENTS_TYPE.FACTORY_NEWS, NEWS_SOURCE.FACTORY, factoryNewsPath, db),
    newsSubject(COMMENTS_TYPE.AREA_NEWS, NEWS_SOURCE.MARKET, marketNewsPath, db),
  ];
}

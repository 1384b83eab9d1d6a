import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { NEWS_MSG, NEWS_SOURCE, NEWS_STATE } from '../../../contracts/news/codes';
import { factoryNewsPath, marketNewsPath } from '../../../contracts/news/pages';
import type { Db } from '../../db/client';
import { keyOf, type SubjectInfo, type SubjectKey, type SubjectSource } from '../../shared/subjects/index';
import * as queries from './queries/items';

const MAX_ID = 2_147_483_647;

/**
 * Factory news and market news as subjects of the shared comments (FACTORY_NEWS, AREA_NEWS): named by the
 * item's id alone (ownerId); visible, so open to comments, only while published.
 */
function newsSubject(type: string, newsSource: number, path: (id: number) => string, db: Db): SubjectSource {
  return {
    type,
    features: ['comment'],
    notFoundMessage: NEWS_MSG.notFound,
    async findMany(keys: readonly SubjectKey[]) {
      const ids = keys.map((k) => Number(k.object)).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID);
      const rows = new Map((await queries.findItemKeys(db, ids)).filter((r) => r.newsSource === newsSource).map((r) => [String(r.id), r]));
      const found = new Map<string, SubjectInfo>();
      for (const key of keys) {
        const row = rows.get(key.object);
        if (!row) continue;
        found.set(keyOf(key), {
          id: row.id,
          title: row.title,
          link: path(row.id),
          image: '',
          countryName: row.countryName,
          ownerId: null,
          visible: row.state === NEWS_STATE.PUBLISHED,
        });
      }
      return found;
    },
  };
}

export function newsSubjects(db: Db): SubjectSource[] {
  return [
    newsSubject(COMMENTS_TYPE.FACTORY_NEWS, NEWS_SOURCE.FACTORY, factoryNewsPath, db),
    newsSubject(COMMENTS_TYPE.AREA_NEWS, NEWS_SOURCE.MARKET, marketNewsPath, db),
  ];
}

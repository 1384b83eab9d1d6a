import type { AccessType } from '../../../../contracts/core/codes';

/** Every kind of article the shell edits (knowledge, market news, factory news, GACC updates) is a draft or published. */
export type ArticleState = 'draft' | 'published';

/** The kinds of article, as the catalogue names them (adminContent `kinds`). */
export type ArticleKind = 'knowledge' | 'market-news' | 'factory-news' | 'customs-updates';

/** One row of an admin article list, whatever its kind: the kind's route maps its answer to this. */
export interface ArticleRow {
  id: number;
  /** The English title, and the Chinese one ('' when there is none). */
  title: string;
  zhTitle: string;
  state: ArticleState;
  /** Knowledge articles can be published yet hidden; the news kinds have no such switch (undefined). */
  hidden?: boolean;
  /** ISO date or date-time shown in the Date column. */
  date: string;
  views: number;
  /** The kind's own detail under the title, as data (a category, an info code and countries). */
  detail?: string;
  /** Set when the detail is in English on a Chinese page (a category with no Chinese name). */
  detailLang?: 'en';
  /** The access type a news row concerns, named in the page's language after the detail. */
  accessType?: AccessType | string;
  /** The public page of a published row. */
  publicPath: string;
}

/** The state changes of one kind, by id: the calls differ, the screens do not. */
export interface ArticleWrites {
  publish: (id: number) => Promise<unknown>;
  unpublish: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** Every kind of article the shell edits (knowledge, market news, factory news, GACC updates) is a draft or published. */
export type ArticleState = 'draft' | 'published';

/** One row of an admin article list, whatever its kind: the kind's route maps its answer to this. */
export interface ArticleRow {
  id: number;
  title: string;
  state: ArticleState;
  /** Knowledge articles can be published yet hidden; the news kinds have no such switch (undefined). */
  hidden?: boolean;
  /** ISO date or date-time shown in the Date column. */
  date: string;
  views: number;
  /** The kind's own detail (category, country and type) under the title. */
  detail?: string;
  /** The public page of a published row. */
  publicPath: string;
}

/** The state changes of one kind, by id: the calls differ, the screens do not. */
export interface ArticleWrites {
  publish: (id: number) => Promise<unknown>;
  unpublish: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

export const STATE_LABEL: Record<ArticleState, string> = { draft: 'Draft', published: 'Published' };

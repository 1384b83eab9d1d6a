import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModeratedType } from '../../../contracts/moderation/codes';
import type { QueueItem } from '../../../contracts/moderation/models';
import type { Page } from '../../../contracts/core/envelope';
import type { Executor } from '../../db/client';
import { moderationReport } from '../../db/schema/index';
import type { EditFields } from './edits';

/** What the moderation feature needs to know of one item. */
export interface ModeratedRecord {
  id: number;
  authorId: number;
  checkStatus: number;
  top?: number;
  good?: number;
  plantNo?: string | null;
  plantConfirmed?: boolean;
  /** The author's own page of the item (their list in the account area), where a refused one is seen and edited. */
  ownLink?: string;
}

export interface QueueFilter {
  checkStatus: number;
  reportedOnly: boolean;
  /** Only items with an edit waiting for review (decision 0050). */
  editsOnly?: boolean;
}

/**
 * A kind of item an area puts under review (a lead, a topic). The area keeps the review status on its own rows;
 * moderation decides who may change it, keeps the reports and the settings, and writes the audit log.
 */
export interface ModeratedSource {
  type: ModeratedType;
  notFoundMessage: string;
  find(id: number): Promise<ModeratedRecord | null>;
  queue(filter: QueueFilter, page: number, limit: number): Promise<Page<QueueItem>>;
  /** Sets the review status (and the reason of a refusal) inside the moderation's transaction. */
  review(tx: Executor, id: number, checkStatus: 2 | 3, reason: string): Promise<void>;
  /** How many of this user's items are approved: for the auto-approval threshold. */
  approvedCount(userId: number): Promise<number>;
  /** Top and Selection, for sources that have them (topics). */
  flag?(tx: Executor, id: number, flags: { top?: 0 | 1; good?: 0 | 1 }): Promise<void>;
  /** A supply post's plant: confirmed (or not) that its author speaks for it. */
  confirmPlant?(tx: Executor, id: number, confirmed: boolean): Promise<void>;
  /** A pending edit approved (its fields written, their uploads attached) or refused (uploads only it held let go). */
  edits?: {
    apply(tx: Executor, id: number, fields: EditFields): Promise<void>;
    discard(tx: Executor, id: number, fields: EditFields): Promise<void>;
  };
}

export function createModerationRegistry() {
  const sources = new Map<string, ModeratedSource>();
  return {
    register(source: ModeratedSource) {
      if (sources.has(source.type)) throw new Error(`moderated type ${source.type} is registered twice`);
      sources.set(source.type, source);
    },
    /** The source of a type, or null when no area registered it (the queue then answers an empty page). */
    sourceOf: (type: string) => sources.get(type) ?? null,
    all: () => [...sources.values()],
  };
}
export type ModerationRegistry = ReturnType<typeof createModerationRegistry>;

const openReports = (type: string, id: AnyPgColumn) =>
  and(eq(moderationReport.subjectType, type), eq(moderationReport.subjectId, id), isNull(moderationReport.resolvedAt));

/** The number of open reports of the item whose id is `id` (a column of the area's queue query). */
export const openReportCount = (type: string, id: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${moderationReport} where ${openReports(type, id)})`;

/** The reasons of its open reports, oldest first. */
export const openReportReasons = (type: string, id: AnyPgColumn) =>
  sql<
    string[]
  >`coalesce((select array_agg(${moderationReport.reason} order by ${moderationReport.id}) from ${moderationReport} where ${openReports(type, id)}), '{}')`;

/** Closes the open reports of an item once a moderator has reviewed it. */
export const resolveReports = (tx: Executor, type: string, id: number) =>
  tx
    .update(moderationReport)
    .set({ resolvedAt: new Date() })
    .where(and(eq(moderationReport.subjectType, type), eq(moderationReport.subjectId, id), isNull(moderationReport.resolvedAt)));

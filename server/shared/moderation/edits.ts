import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CHECK_STATUS } from '../../../contracts/moderation/codes';
import type { EditChange, QueueEdit } from '../../../contracts/moderation/models';
import type { Executor } from '../../db/client';
import { moderationEdit } from '../../db/schema/index';

/** An item's editable fields (a lead's product and text, a topic's title and media), by name. */
export type EditFields = Record<string, unknown>;
export type EditState = 'pending' | 'resubmitted';

/**
 * What an author's edit does (decision 0050): 'hold' stores it apart while the approved version stays on show;
 * 'apply' writes it at once; 'resubmit' writes it and sends the item back to the queue.
 */
export type EditMode = 'hold' | 'apply' | 'resubmit';

/** A refused or expired item goes back to the queue; a published one waits when edits are reviewed; else live at once. */
export function editModeOf(item: { checkStatus: number; expired: boolean }, reviewEdits: boolean): EditMode {
  if (item.checkStatus === CHECK_STATUS.REFUSED || item.expired) return 'resubmit';
  if (item.checkStatus === CHECK_STATUS.APPROVED) return reviewEdits ? 'hold' : 'apply';
  return 'apply';
}

const shown = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.map(shown).join('\n') : String(value);

/**
 * The fields that differ between two versions, each as text, in the order given (the item's own order: a stored
 * jsonb object comes back with its keys sorted), then any others.
 */
export function changesOf(before: EditFields, after: EditFields, order: string[] = []): EditChange[] {
  const fields = [...new Set([...order, ...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) })).filter((c) => c.before !== c.after);
}

/** The queue's view of an item's edit: a pending one against the live fields, a resubmission against what it was. */
export function queueEditOf(edit: { state: EditState; fields: EditFields; createdAt: string } | null, live: EditFields): QueueEdit | null {
  if (!edit) return null;
  const order = Object.keys(live);
  const changes = edit.state === 'pending' ? changesOf(live, edit.fields, order) : changesOf(edit.fields, live, order);
  return { state: edit.state, submittedAt: new Date(edit.createdAt).toISOString(), changes };
}

const editOfItem = (type: string, id: AnyPgColumn) => and(eq(moderationEdit.subjectType, type), eq(moderationEdit.subjectId, id));

/** The item's edit (state, fields, createdAt) or null: a column of an area's queue query. */
export const editColumn = (type: string, id: AnyPgColumn) =>
  sql<{
    state: EditState;
    fields: EditFields;
    createdAt: string;
  } | null>`(select json_build_object('state', ${moderationEdit.state}, 'fields', ${moderationEdit.fields}, 'createdAt', ${moderationEdit.createdAt}) from ${moderationEdit} where ${editOfItem(type, id)})`;

/** Whether the item has an edit waiting for review. */
export const hasEdit = (type: string, id: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${moderationEdit} where ${editOfItem(type, id)})`;
/** Whether the item has an edit held apart from the live version: the author's lists say so. */
export const hasPendingEdit = (type: string, id: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${moderationEdit} where ${editOfItem(type, id)} and ${moderationEdit.state} = 'pending')`;

export async function findEdit(db: Executor, type: string, id: number) {
  const [row] = await db
    .select()
    .from(moderationEdit)
    .where(and(eq(moderationEdit.subjectType, type), eq(moderationEdit.subjectId, id)));
  return row ?? null;
}

/** The fields of the item's edit waiting for review (held apart from the published version), or null. */
export async function waitingFieldsOf(db: Executor, type: string, id: number): Promise<EditFields | null> {
  const edit = await findEdit(db, type, id);
  return edit?.state === 'pending' ? (edit.fields as EditFields) : null;
}

/** Keeps one edit per item: a newer edit replaces the one waiting. */
export async function saveEdit(db: Executor, e: { type: string; id: number; userId: number; state: EditState; fields: EditFields }) {
  const values = { subjectType: e.type, subjectId: e.id, userId: e.userId, state: e.state, fields: e.fields, createdAt: new Date() };
  await db
    .insert(moderationEdit)
    .values(values)
    .onConflictDoUpdate({
      target: [moderationEdit.subjectType, moderationEdit.subjectId],
      set: { state: values.state, fields: values.fields, userId: values.userId, createdAt: values.createdAt },
    });
}

export const dropEdit = (db: Executor, type: string, id: number) =>
  db.delete(moderationEdit).where(and(eq(moderationEdit.subjectType, type), eq(moderationEdit.subjectId, id)));

/**
 * The queue's review-status filter over an area's rows: Under Review also holds the items with an edit waiting
 * (a published item's pending edit keeps its status Approved); editsOnly holds those alone.
 */
export function queueStatusWhere(type: string, id: AnyPgColumn, status: AnyPgColumn, f: { checkStatus: number; editsOnly?: boolean }) {
  const edited = hasEdit(type, id);
  if (f.editsOnly) return edited;
  if (f.checkStatus === CHECK_STATUS.UNDER_REVIEW) return or(eq(status, CHECK_STATUS.UNDER_REVIEW), edited) as SQL;
  return f.checkStatus > 0 ? eq(status, f.checkStatus) : undefined;
}

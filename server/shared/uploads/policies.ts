import type { UploadRules } from '../../../contracts/uploads/codes';
import { notFound } from '../../platform/envelope';
import { definePolicy, isAdmin, refuse } from '../../platform/policy';
import type { UploadRow } from './queries';

/** A file is attached to a record only by the user who uploaded it (null: a visitor's upload, by a visitor). */
export const uploadedBy = (row: Pick<UploadRow, 'uploaderId'>, userId: number | null) => row.uploaderId === userId;

/**
 * Uploads (the 'upload' subject: a purpose's rules say who may send a file for it). A purpose for anyone (feedback
 * photos) takes visitors; one for users asks a visitor to sign in; an administrators' purpose (article images) does
 * not exist to anyone else. The token the call hands out is then what lets its holder post and confirm the file.
 */
export const uploadPolicy = definePolicy(
  'upload',
  {
    request: (actor, rules: Pick<UploadRules, 'who'>) =>
      rules.who === 'anyone' || (rules.who === 'user' && actor !== null) || (rules.who === 'admin' && isAdmin(actor)),
  },
  { request: (actor, rules) => (rules.who === 'admin' ? notFound() : refuse.forbid()(actor, rules)) },
);

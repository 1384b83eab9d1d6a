import { KEYWORD_MAX } from '../core/rules';
import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The admin shell's constants: paging, limits, the audit log's actions and subject types. */

/** Users and audit entries are listed 10 or 20 to a page. */
export const ADMIN_PAGE_SIZES = [10, 20] as const;
export const ADMIN_PAGE_SIZE = 10;

/** A user's account: active, or disabled by an administrator (the users list filters on it). */
export const USER_STATES = ['active', 'disabled'] as const;

/** Length limits of the settings forms. */
export const ADMIN_LIMITS = {
  keyword: KEYWORD_MAX,
  /** An audit entry's subject id as a filter. */
  subjectId: 50,
  companyName: 100,
  email: 100,
  phone: 50,
  address: 200,
  url: 500,
  icpRecordNumber: 50,
  linkName: 50,
  linkSort: 9_999,
  agreementName: 100,
  agreementContent: 50_000,
  rollMessage: 500,
} as const;

/** Every action the audit log records, as `subject.verb`. */
export const AUDIT_ACTIONS = [
  // Sign-ins to an administrator's account, right or wrong, and an administrator's look at one user's details.
  'user.signIn',
  'user.signInFailed',
  'user.read',
  'user.disable',
  'user.enable',
  'user.grantAdmin',
  'user.removeAdmin',
  'siteInfo.update',
  'link.add',
  'link.update',
  'link.delete',
  'link.sort',
  'agreement.update',
  'notice.update',
  'comment.remove',
  'upload.image',
  'knowledgeArticle.create',
  'knowledgeArticle.update',
  'knowledgeArticle.publish',
  'knowledgeArticle.unpublish',
  'knowledgeArticle.delete',
  'knowledgeCategory.create',
  'knowledgeCategory.rename',
  'knowledgeCategory.move',
  'knowledgeCategory.sort',
  'knowledgeCategory.delete',
  'banner.add',
  'banner.update',
  'banner.delete',
  'banner.sort',
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  'plant.status',
  'moderation.review',
  'moderation.flags',
  'moderation.plant',
  'moderation.settings',
  'feedback.status',
  'feedback.reply',
  'job.retry',
  'job.run',
  'plant.status',
  // Company verification (docs/companies.md): the decisions, and an administrator's read of an application's document.
  'companyApplication.approve',
  'companyApplication.refuse',
  'companyApplication.revoke',
  'companyApplication.document',
  'bankAccount.confirm',
  'bankAccount.refuse',
  'bankAccount.withdraw',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECTS = [
  'user',
  'siteInfo',
  'friendlyLink',
  'agreement',
  'noticeConfig',
  'comment',
  'upload',
  'knowledgeArticle',
  'knowledgeCategory',
  'banner',
  // The news desk names its subjects by kind, as its addresses do.
  'market-news',
  'factory-news',
  'customs-updates',
  'plant',
  // Moderated subjects by their type (contracts/moderation/codes.ts), and the moderation settings.
  'SUPPLY_DEMAND',
  'COMMUNITY',
  'moderationSetting',
  'feedback',
  'job',
  'marketPlant',
  'companyApplication',
  'bankAccountReport',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const adminMessages = messageTable('spec-admin', en, zh);
export const ADMIN_MSG = adminMessages.texts.en;

import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { MailOutbox } from '../../shared/mail/index';
import { feedbackRoutes } from './routes';
import { createFeedbackService } from './service';

/** Feedback (§7 'POST feedback addFeedback') and the admin inbox; replies go out through the mail outbox (the job queue). */
export function registerFeedback(http: CallRegistrar, db: Db, mail: MailOutbox) {
  feedbackRoutes(http, createFeedbackService(db, mail, http.limits));
}

import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

/** The UI kit's passing feedback: a message (toast) and a confirmation dialog. */
export interface KitFeedback {
  message: MessageInstance;
  modal: Pick<ModalStaticFunctions, 'confirm'>;
}

let loading: Promise<KitFeedback> | undefined;

/**
 * The kit's message and confirm dialog for code any page runs (the session's warnings, a subscribe button): the kit
 * is imported on first use, so public pages that never warn do not download it with their first load. Kit pages have
 * it already and get it at once. See docs/decisions/0030-lean-first-paint.md.
 */
export function kitFeedback(): Promise<KitFeedback> {
  loading ??= import('./feedback-kit').then((kit) => kit.feedback());
  return loading;
}

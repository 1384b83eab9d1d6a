import { Button, Modal } from 'antd';
import type { Agreement } from '../../../contracts/site/models';
import { useLanguage, useT } from '../../lib/i18n';
import { AgreementText } from '../../ui/posts/AgreementText';
import { inLanguageOr } from '../../ui/posts/written-in';
import { accountsMessages } from './messages';

/**
 * The registration agreement (§5 'Register': a dialog with Agree and Cancel). Its HTML is written by the operator.
 */
export function AgreementDialog({
  agreement,
  open,
  onAgree,
  onCancel,
}: {
  agreement: Agreement | undefined;
  open: boolean;
  onAgree: () => void;
  onCancel: () => void;
}) {
  const t = useT(accountsMessages);
  const language = useLanguage();
  return (
    <Modal
      title={inLanguageOr(language, agreement?.name, t('register.agreement'))}
      open={open}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree}>
          {t('dialog.agree')}
        </Button>,
      ]}
    >
      <AgreementText html={agreement?.content ?? ''} note={t('register.agreementInEnglish')} />
    </Modal>
  );
}

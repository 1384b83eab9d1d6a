import { Button, Modal } from 'antd';
import type { Agreement } from '../../../contracts/site/models';

/** The registration agreement (§5 'Register': a dialog with Agree and Cancel). Its HTML is written by the operator. */
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
  return (
    <Modal
      title={agreement?.name ?? 'User registration agreement'}
      open={open}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree}>
          Agree
        </Button>,
      ]}
    >
      <div className="agreement-text" dangerouslySetInnerHTML={{ __html: agreement?.content ?? '' }} />
    </Modal>
  );
}

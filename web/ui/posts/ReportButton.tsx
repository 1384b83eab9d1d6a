import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { MODERATION_LIMITS, moderationMessages, type ModeratedType } from '../../../contracts/moderation/codes';
import { browserApi } from '../../lib/api';
import { useMessages, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { postsMessages } from './messages';

/** 'Report': a signed-in reader tells the moderators what is wrong with a post or topic. */
export function ReportButton({ subjectType, id }: { subjectType: ModeratedType; id: number }) {
  const t = useT(postsMessages);
  const m = useMessages(moderationMessages);
  const { gate, failed } = useSession();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await browserApi().call(moderationCalls.report, { body: { subjectType, id, reason } });
      void message.success(m.reported, 3);
      setOpen(false);
      setReason('');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" className="community-report" onClick={() => gate(() => setOpen(true))}>
        {t('report.button')}
      </Button>
      <Modal
        title={t('report.title')}
        open={open}
        okText={t('report.ok')}
        cancelText={t('report.cancel')}
        okButtonProps={{ disabled: !reason.trim(), loading: busy }}
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor={`report-${subjectType}-${id}`}>{t('report.what')}</label>
        <Input.TextArea
          id={`report-${subjectType}-${id}`}
          rows={3}
          maxLength={MODERATION_LIMITS.reportReasonMax}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

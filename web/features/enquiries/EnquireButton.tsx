import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { ENQUIRY_LIMITS } from '../../../contracts/enquiries/codes';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { enquiriesMessages } from './messages';

/** 'Enquire' on an approved lead: a signed-in reader writes to its author (a visitor is sent to sign in first). */
export function EnquireButton({ leadId }: { leadId: number }) {
  const t = useT(enquiriesMessages);
  const { gate, failed } = useSession();
  const navigate = useNavigate();
  const ids = { content: useId(), quantity: useId(), targetPrice: useId() };
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ content: '', quantity: '', targetPrice: '' });
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const body = {
        supplyDemandId: leadId,
        content: form.content,
        ...(form.quantity.trim() ? { quantity: form.quantity } : {}),
        ...(form.targetPrice.trim() ? { targetPrice: form.targetPrice } : {}),
      };
      const { conversationId } = await browserApi().call(enquiryCalls.add, { body });
      setOpen(false);
      void navigate(`/account/messages/${conversationId}`);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="primary" size="small" className="community-enquire" onClick={() => gate(() => setOpen(true))}>
        {t('enquire.button')}
      </Button>
      <Modal
        title={t('enquire.title')}
        open={open}
        okText={t('enquire.ok')}
        cancelText={t('enquire.cancel')}
        okButtonProps={{ disabled: !form.content.trim(), loading: busy }}
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor={ids.content}>{t('enquire.message')}</label>
        <Input.TextArea
          id={ids.content}
          rows={4}
          maxLength={ENQUIRY_LIMITS.contentMax}
          showCount
          value={form.content}
          onChange={(e) => setForm({ ...form, content: e.target.value })}
        />
        <label htmlFor={ids.quantity}>{t('enquire.quantity')}</label>
        <Input
          id={ids.quantity}
          maxLength={ENQUIRY_LIMITS.detailMax}
          value={form.quantity}
          onChange={(e) => setForm({ ...form, quantity: e.target.value })}
        />
        <label htmlFor={ids.targetPrice}>{t('enquire.targetPrice')}</label>
        <Input
          id={ids.targetPrice}
          maxLength={ENQUIRY_LIMITS.detailMax}
          value={form.targetPrice}
          onChange={(e) => setForm({ ...form, targetPrice: e.target.value })}
        />
      </Modal>
    </>
  );
}

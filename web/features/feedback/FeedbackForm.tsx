import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { feedbackCalls } from '../../../contracts/feedback/calls';
import { FEEDBACK_CLIENT, FEEDBACK_LIMITS as L, feedbackMessages as feedbackTable } from '../../../contracts/feedback/codes';
import type { DicItem } from '../../../contracts/site/models';
import { browserApi, useErrorText } from '../../lib/api';
import { useLanguage, useMessages, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Uploader } from '../../ui/uploads/Uploader';
import { feedbackMessages } from './messages';

interface Values {
  type?: string;
  content: string;
  contact: string;
  images: string[];
}

interface Props {
  /** The feedback_type dictionary; with `fixedType` the type is not asked (the /ourService contact form). */
  types: DicItem[];
  fixedType?: string;
  /** Photos are offered on /feedback, not in the contact form. */
  photos?: boolean;
  name: string;
  /** The button's and the description's labels; 'Submit' and 'Description' in the page's language when not given. */
  submitText?: string;
  contentLabel?: string;
}

const empty: Values = { type: undefined, content: '', contact: '', images: [] };

/**
 * 'Release a Feedback' (§2, §4, §5): the button is disabled from a valid submit until the reply; rspCode 200 opens
 * the success dialog, whose OK or close resets the form; on error the button comes back (and the server's message
 * shows, so a refusal is never silent). A signed-in user's id, e-mail and nickname go with it (§6). Labels follow
 * the page's language, the types too (the dictionary names each in both); the messages are the contracts' own, in
 * the page's language.
 */
export function FeedbackForm({ types, fixedType, photos = true, name, submitText, contentLabel }: Props) {
  const t = useT(feedbackMessages);
  const language = useLanguage();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const m = useMessages(feedbackTable);
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);
  const content = Form.useWatch('content', form) ?? '';

  const send = async (values: Values) => {
    setSending(true);
    try {
      await browserApi().call(feedbackCalls.add, {
        body: {
          client: FEEDBACK_CLIENT,
          type: fixedType ?? values.type ?? '',
          content: values.content,
          contact: values.contact ?? '',
          images: { list: values.images ?? [] },
          ...(user ? { userId: user.userId, username: user.userName, createName: user.nickName } : {}),
        },
      });
      setThanks(true);
    } catch (err) {
      message.warning(errorText(err), 3);
    } finally {
      setSending(false);
    }
  };
  const reset = () => {
    setThanks(false);
    form.resetFields();
  };
  // §5: the description is trimmed when the field loses focus.
  const trimOnBlur = (field: 'content' | 'contact') => () => form.setFieldValue(field, (form.getFieldValue(field) ?? '').trim());

  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        name={name}
        initialValues={empty}
        onFinish={(v) => void send(v)}
        className="feedback-form"
      >
        {!fixedType && (
          <Form.Item label={t('form.type')} name="type" rules={[{ required: true, message: m.unknownType }]}>
            <Select
              placeholder={t('form.chooseType')}
              options={types.map((type) => ({
                value: type.dicDetailCode,
                label: language === 'zh' && type.dicDetailName ? type.dicDetailName : type.dicDetailEnName,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          label={contentLabel ?? t('form.description')}
          name="content"
          rules={[
            { required: true, whitespace: true, message: m.required },
            { max: L.content, message: m.contentMax },
          ]}
          extra={<span className="feedback-form__counter" aria-live="polite">{`${content.length}/${L.content}`}</span>}
        >
          <Input.TextArea rows={6} maxLength={L.content} onBlur={trimOnBlur('content')} />
        </Form.Item>
        <Form.Item label={t('form.contact')} name="contact" rules={[{ max: L.contact, message: m.contactMax }]}>
          <Input placeholder={m.contactHint} maxLength={L.contact} onBlur={trimOnBlur('contact')} />
        </Form.Item>
        {photos && (
          <Form.Item label={t('form.photos')} name="images" extra={t('form.photosHint', { max: L.images })}>
            <Uploader purpose="feedback-image" kind="image" maxCount={L.images} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
          {submitText ?? t('form.submit')}
        </Button>
      </Form>
      <Modal
        open={thanks}
        title={m.thanksTitle}
        onOk={reset}
        onCancel={reset}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('form.ok')}
      >
        <p>{m.thanksText}</p>
      </Modal>
    </>
  );
}

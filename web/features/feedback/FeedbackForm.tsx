import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { MSG } from '../../../contracts/core/codes';
import { feedbackCalls } from '../../../contracts/feedback/calls';
import { FEEDBACK_CLIENT, FEEDBACK_LIMITS as L, FEEDBACK_MSG } from '../../../contracts/feedback/codes';
import type { DicItem } from '../../../contracts/site/models';
import { browserApi } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Uploader } from '../../ui/uploads/Uploader';

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
  submitText?: string;
  contentLabel?: string;
}

const empty: Values = { type: undefined, content: '', contact: '', images: [] };

/**
 * 'Release a Feedback' (§2, §4, §5): the button is disabled from a valid submit until the reply; rspCode 200 opens
 * the success dialog, whose OK or close resets the form; on error the button comes back (and the server's message
 * shows, so a refusal is never silent). A signed-in user's id, e-mail and nickname go with it (§6).
 */
export function FeedbackForm({ types, fixedType, photos = true, name, submitText = 'Submit', contentLabel = 'Description' }: Props) {
  const { message } = App.useApp();
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
      message.warning((err as Error).message || MSG.unknownError, 3);
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
          <Form.Item label="Type" name="type" rules={[{ required: true, message: FEEDBACK_MSG.unknownType }]}>
            <Select placeholder="Choose a type" options={types.map((t) => ({ value: t.dicDetailCode, label: t.dicDetailEnName }))} />
          </Form.Item>
        )}
        <Form.Item
          label={contentLabel}
          name="content"
          rules={[
            { required: true, whitespace: true, message: FEEDBACK_MSG.required },
            { max: L.content, message: FEEDBACK_MSG.contentMax },
          ]}
          extra={<span className="feedback-form__counter" aria-live="polite">{`${content.length}/${L.content}`}</span>}
        >
          <Input.TextArea rows={6} maxLength={L.content} onBlur={trimOnBlur('content')} />
        </Form.Item>
        <Form.Item label="Contact" name="contact" rules={[{ max: L.contact, message: FEEDBACK_MSG.contactMax }]}>
          <Input placeholder={FEEDBACK_MSG.contactHint} maxLength={L.contact} onBlur={trimOnBlur('contact')} />
        </Form.Item>
        {photos && (
          <Form.Item label="Photos" name="images" extra={`Up to ${L.images} images (png, jpg, gif), each under 10 MB`}>
            <Uploader purpose="feedback-image" kind="image" maxCount={L.images} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
          {submitText}
        </Button>
      </Form>
      <Modal
        open={thanks}
        title={FEEDBACK_MSG.thanksTitle}
        onOk={reset}
        onCancel={reset}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="OK"
      >
        <p>{FEEDBACK_MSG.thanksText}</p>
      </Modal>
    </>
  );
}

import { Button, Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { topicCalls } from '../../../contracts/forum/calls';
import { POSTING_LIMITS as L, postingMessages } from '../../../contracts/posting/codes';
import type { Agreement } from '../../../contracts/site/models';
import type { Topic } from '../../../contracts/forum/models';
import { browserApi } from '../../lib/api';
import { useLanguage, useMessages, useT } from '../../lib/i18n';
import { track } from '../../lib/tracking';
import { useRelease } from '../../ui/posts/use-release';
import type { Option } from '../../ui/FilterBar';
import { AgreementText } from '../../ui/posts/AgreementText';
import { inLanguageOr, langOfText } from '../../ui/posts/written-in';
import { forumMessages } from './messages';
import { useKitIcons } from '../../ui/kit/icons';

/** Where a sent topic is followed: My Topic, where its review status shows. */
const OWN_TOPICS = '/account/myExchange';

interface Values {
  labelClass: string;
  labelCode?: string;
  title: string;
  content: string;
  media: 'photo' | 'video';
  images: string[];
  video?: string;
  agreed: boolean;
}

export interface MediaFields {
  photos: ReactNode;
  video: ReactNode;
}

/**
 * Release a topic (§2, §5): label class (the first preselected) and its labels, title 5-250, content 50-2000,
 * photos or one video (switching discards the other), and the Instruction agreement. The agreement is checked when
 * the form is sent, not before (§4 names no such gate for this form): the button stays enabled until a valid submit,
 * then disabled until the answer, and a refusal gives it back with the box still ticked. With `editing` (issue 27,
 * decision 0050) the form starts from the author's own topic and sends an update; its author agreed when releasing it.
 */
export function TopicForm({
  classes,
  labels,
  instruction,
  media,
  editing,
}: {
  classes: Option[];
  labels: { labelCode: string; labelNameAlias: string; labelClass: string }[];
  instruction: Agreement | undefined;
  media?: MediaFields;
  editing?: Topic;
}) {
  const t = useT(forumMessages);
  const kit = useKitIcons();
  const m = useMessages(postingMessages);
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const [reading, setReading] = useState(false);
  const { sending, release } = useRelease(form);
  const labelClass = Form.useWatch('labelClass', form);
  const mode = Form.useWatch('media', form) ?? 'photo';

  const submit = (v: Values) => {
    const body = {
      labelClass: v.labelClass,
      labelCode: v.labelCode || undefined,
      title: v.title,
      content: v.content,
      images: v.media === 'photo' ? (v.images ?? []) : [],
      video: v.media === 'video' ? (v.video ?? '') : '',
      client: 'PC' as const,
    };
    if (editing) {
      return release(
        () => browserApi().call(topicCalls.update, { body: { ...body, id: editing.id } }),
        OWN_TOPICS,
        (answer) =>
          answer.editPending ? m.editPending : answer.checkStatus === 1 && editing.checkStatus !== 1 ? m.editResubmitted : m.editSaved,
      );
    }
    track('CLICK', 'topic release', 'exchange');
    return release(() => browserApi().call(topicCalls.add, { body }), OWN_TOPICS);
  };

  return (
    <>
      <Form<Values>
        form={form}
        name="topic"
        layout="vertical"
        className="community-form"
        initialValues={
          editing
            ? {
                labelClass: editing.labelClass,
                labelCode: editing.labelCode || undefined,
                title: editing.title,
                content: editing.content,
                media: editing.video ? 'video' : 'photo',
                images: editing.images,
                video: editing.video || undefined,
                agreed: true,
              }
            : { labelClass: classes[0]?.value, media: 'photo', images: [], agreed: false }
        }
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="labelClass" label={t('form.labelClass')} rules={[{ required: true, message: m.selectLabelClass }]}>
          <Select options={classes} onChange={() => form.setFieldValue('labelCode', undefined)} />
        </Form.Item>
        <Form.Item name="labelCode" label={t('form.label')}>
          <Select
            allowClear={kit.selectClear}
            placeholder={t('form.labelPlaceholder')}
            options={labels
              .filter((l) => l.labelClass === labelClass)
              .map((l) => ({ value: l.labelCode, label: <span lang={langOfText(l.labelNameAlias)}>{l.labelNameAlias}</span> }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[
            { required: true, message: m.titleMin },
            { min: L.topicTitleMin, message: m.titleMin },
            { max: L.topicTitleMax, message: m.titleMax },
          ]}
        >
          <Input maxLength={L.topicTitleMax} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('form.content')}
          rules={[
            { required: true, message: m.contentMin },
            { min: L.topicContentMin, message: m.contentMin },
            { max: L.topicContentMax, message: m.contentMax },
          ]}
        >
          <Input.TextArea rows={8} maxLength={L.topicContentMax} showCount />
        </Form.Item>
        {media && (
          <>
            <Form.Item name="media" label={t('form.media')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'photo', label: t('form.photo') },
                  { value: 'video', label: t('form.video') },
                ]}
                onChange={(e) => (e.target.value === 'photo' ? form.setFieldValue('video', undefined) : form.setFieldValue('images', []))}
              />
            </Form.Item>
            {mode === 'photo' ? media.photos : media.video}
          </>
        )}
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('form.mustAgree')))) }]}
        >
          <Checkbox>
            {t('form.agreeTo')}{' '}
            {/* A kit button as the form's others are (a bare button took the browser's grey look); its click opens
                the text and leaves the box as it was. */}
            <Button
              type="link"
              className="community-form__instruction"
              onClick={(event) => {
                event.preventDefault();
                setReading(true);
              }}
            >
              {t('form.instruction')}
            </Button>
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" disabled={sending} loading={sending}>
            {editing ? t('form.save') : t('form.release')}
          </Button>
        </Form.Item>
      </Form>
      <Modal
        title={inLanguageOr(language, instruction?.name, t('form.instruction'))}
        open={reading}
        onCancel={() => setReading(false)}
        footer={[
          <Button key="cancel" onClick={() => setReading(false)}>
            {t('form.cancel')}
          </Button>,
          <Button
            key="agree"
            type="primary"
            onClick={() => {
              form.setFieldValue('agreed', true);
              void form.validateFields(['agreed']);
              setReading(false);
            }}
          >
            {t('form.agree')}
          </Button>,
        ]}
      >
        <AgreementText html={instruction?.content ?? ''} note={t('form.instructionInEnglish')} />
      </Modal>
    </>
  );
}

import { Button, Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { topicCalls } from '../../../contracts/forum/calls';
import { POSTING_LIMITS as L, POSTING_MSG as M } from '../../../contracts/posting/codes';
import type { Agreement } from '../../../contracts/site/models';
import { browserApi } from '../../lib/api';
import { track } from '../../lib/tracking';
import { useRelease } from '../../ui/posts/use-release';
import type { Option } from '../../ui/FilterBar';

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
 * photos or one video (switching discards the other), and the Instruction agreement.
 */
export function TopicForm({
  classes,
  labels,
  instruction,
  media,
}: {
  classes: Option[];
  labels: { labelCode: string; labelNameAlias: string; labelClass: string }[];
  instruction: Agreement | undefined;
  media?: MediaFields;
}) {
  const [form] = Form.useForm<Values>();
  const [reading, setReading] = useState(false);
  const { sending, release } = useRelease(form);
  const labelClass = Form.useWatch('labelClass', form);
  const mode = Form.useWatch('media', form) ?? 'photo';

  const submit = (v: Values) => {
    track('CLICK', 'topic release', 'exchange');
    return release(
      () =>
        browserApi().call(topicCalls.add, {
          body: {
            labelClass: v.labelClass,
            labelCode: v.labelCode || undefined,
            title: v.title,
            content: v.content,
            images: v.media === 'photo' ? (v.images ?? []) : [],
            video: v.media === 'video' ? (v.video ?? '') : '',
            client: 'PC',
          },
        }),
      '/account/myExchange',
    );
  };

  return (
    <>
      <Form<Values>
        form={form}
        name="topic"
        layout="vertical"
        className="community-form"
        initialValues={{ labelClass: classes[0]?.value, media: 'photo', images: [], agreed: false }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="labelClass" label="Label class" rules={[{ required: true, message: M.selectLabelClass }]}>
          <Select options={classes} onChange={() => form.setFieldValue('labelCode', undefined)} />
        </Form.Item>
        <Form.Item name="labelCode" label="Label">
          <Select
            allowClear
            placeholder="Choose a label"
            options={labels.filter((l) => l.labelClass === labelClass).map((l) => ({ value: l.labelCode, label: l.labelNameAlias }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label="Title"
          rules={[
            { required: true, message: M.titleMin },
            { min: L.topicTitleMin, message: M.titleMin },
            { max: L.topicTitleMax, message: M.titleMax },
          ]}
        >
          <Input maxLength={L.topicTitleMax} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label="Content"
          rules={[
            { required: true, message: M.contentMin },
            { min: L.topicContentMin, message: M.contentMin },
            { max: L.topicContentMax, message: M.contentMax },
          ]}
        >
          <Input.TextArea rows={8} maxLength={L.topicContentMax} showCount />
        </Form.Item>
        {media && (
          <>
            <Form.Item name="media" label="Photo or Video">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'photo', label: 'Photo' },
                  { value: 'video', label: 'Video' },
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
          rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error('Read and agree to the Instruction'))) }]}
        >
          <Checkbox>
            I have read and agree to the{' '}
            <button type="button" className="link-button" onClick={() => setReading(true)}>
              Instruction
            </button>
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" disabled={sending} loading={sending}>
            Release
          </Button>
        </Form.Item>
      </Form>
      <Modal
        title={instruction?.name ?? 'Instruction'}
        open={reading}
        onCancel={() => setReading(false)}
        footer={[
          <Button key="cancel" onClick={() => setReading(false)}>
            Cancel
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
            Agree
          </Button>,
        ]}
      >
        <div className="agreement-text" dangerouslySetInnerHTML={{ __html: instruction?.content ?? '' }} />
      </Modal>
    </>
  );
}

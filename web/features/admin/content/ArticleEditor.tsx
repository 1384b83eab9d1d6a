import { App, Button, Form, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { RichTextEditor } from '../editor';
import { rules } from '../use-save';
import { showFieldErrors } from '../../../lib/field-errors';
import { StateTag } from './ArticleTable';
import type { ArticleState, ArticleWrites } from './types';

type Values = Record<string, unknown>;

export interface ArticleEditorProps<V extends Values> {
  /** The record being edited; null for a new one (its first save creates it as a draft). */
  id: number | null;
  state: ArticleState | null;
  initialValues: V;
  /** The title and body fields of the kind (their names in its form). */
  title: { name: string; label: string; max: number };
  body: { name: string; label: string; max: number };
  /** The kind's own fields (Form.Items), between the title and the body. */
  fields: ReactNode;
  /** Creates (id null) or updates the record; answers its id. */
  save: (id: number | null, values: V) => Promise<{ id: number }>;
  writes: ArticleWrites;
  editPath: (id: number) => string;
  /** The public page, linked while the record is published. */
  publicPath: string | null;
  /** The form's name, so its fields have stable ids (#knowledge_contentTitle). */
  name: string;
}

type Action = 'save' | 'publish' | 'unpublish';

/**
 * The article form every kind shares: its title, its own fields, the body in the rich-text editor (with Preview),
 * and Save, Publish, Unpublish. Publishing saves what is typed first. A refused save keeps everything typed and
 * shows the server's field errors at the fields.
 */
export function ArticleEditor<V extends Values>(props: ArticleEditorProps<V>) {
  const { id, state } = props;
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<Action | null>(null);

  /** Validates and saves the form; answers the record's id, or null when refused (the reason is shown). */
  const persist = async (): Promise<number | null> => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      message.warning('Not saved: check the marked fields');
      return null;
    }
    try {
      return (await props.save(id, values)).id;
    } catch (err) {
      message.warning(showFieldErrors(form, err));
      return null;
    }
  };

  const run = async (action: Action) => {
    setBusy(action);
    try {
      const savedId = action === 'unpublish' ? id : await persist();
      if (savedId === null) return;
      if (action === 'publish') await props.writes.publish(savedId);
      if (action === 'unpublish') await props.writes.unpublish(savedId);
      message.success(action === 'publish' ? 'Published' : action === 'unpublish' ? 'Unpublished' : 'Saved');
      if (id === null) await navigate(props.editPath(savedId), { replace: true });
      else await revalidator.revalidate();
    } catch (err) {
      message.warning(showFieldErrors(form, err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form<V> form={form} layout="vertical" name={props.name} className="admin-form admin-form--wide" initialValues={props.initialValues}>
      <div className="admin-editor-bar">
        {state ? <StateTag state={state} /> : <span className="admin-muted">New: saved as a draft</span>}
        <Space wrap>
          <Button onClick={() => void run('save')} loading={busy === 'save'} disabled={busy !== null}>
            {state === 'published' ? 'Save' : 'Save draft'}
          </Button>
          {state === 'published' ? (
            <Button onClick={() => void run('unpublish')} loading={busy === 'unpublish'} disabled={busy !== null}>
              Unpublish
            </Button>
          ) : (
            <Button type="primary" onClick={() => void run('publish')} loading={busy === 'publish'} disabled={busy !== null}>
              Publish
            </Button>
          )}
          {state === 'published' && props.publicPath && (
            <a href={props.publicPath} target="_blank" rel="noreferrer">
              View on site
            </a>
          )}
        </Space>
      </div>
      <Form.Item label={props.title.label} name={props.title.name} rules={[rules.required, rules.max(props.title.max)]}>
        <Input />
      </Form.Item>
      {props.fields}
      <Form.Item label={props.body.label} name={props.body.name} rules={[rules.required, rules.max(props.body.max)]}>
        <RichTextEditor label={props.body.label} />
      </Form.Item>
    </Form>
  );
}

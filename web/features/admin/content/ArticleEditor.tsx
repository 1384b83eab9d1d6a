import { App, Button, Form, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { HTML_LANG, localPath, useLanguage, useT, type Language } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/field-errors';
import { RichTextEditor } from '../editor';
import { useRules } from '../use-save';
import { StateTag } from './ArticleTable';
import { adminContentMessages } from './messages';
import type { ArticleState, ArticleWrites } from './types';
import './article-form.css';

type Values = Record<string, unknown>;

/** The names of one language's title and body in a kind's form. */
export interface LanguageFields {
  title: string;
  body: string;
}

export interface ArticleEditorProps<V extends Values> {
  /** The record being edited; null for a new one (its first save creates it as a draft). */
  id: number | null;
  state: ArticleState | null;
  initialValues: V;
  /** Each language's title and body fields; the English ones are required, the Chinese ones may stay empty. */
  languages: Record<Language, LanguageFields>;
  /** The longest title and body the API takes. */
  limits: { title: number; body: number };
  /** The kind's own fields (Form.Items), below the two languages. */
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

/** The page's language first, so a Chinese editor writes the Chinese version on the left. */
const ORDER: Record<Language, Language[]> = { en: ['en', 'zh'], zh: ['zh', 'en'] };

/** One language's title and body, in a fieldset named after the language; the text fields carry its lang. */
function LanguageSection({
  language,
  fields,
  limits,
}: {
  language: Language;
  fields: LanguageFields;
  limits: { title: number; body: number };
}) {
  const t = useT(adminContentMessages);
  const rules = useRules();
  const required = language === 'en' ? [rules.required] : [];
  const titleLabel = t(`editor.title.${language}`);
  const bodyLabel = t(`editor.body.${language}`);
  return (
    <fieldset className="admin-lang">
      <legend>{t(`editor.language.${language}`)}</legend>
      <Form.Item label={titleLabel} name={fields.title} rules={[...required, rules.max(limits.title)]} extra={t(`editor.hint.${language}`)}>
        <Input lang={HTML_LANG[language]} />
      </Form.Item>
      <Form.Item label={bodyLabel} name={fields.body} rules={[...required, rules.max(limits.body)]}>
        <RichTextEditor label={bodyLabel} lang={HTML_LANG[language]} />
      </Form.Item>
    </fieldset>
  );
}

/**
 * The article form every kind shares: the English and the Chinese title and body (the body in the rich-text editor,
 * with Preview) side by side on a wide screen, the kind's own fields, and Save, Publish, Unpublish. Publishing saves
 * what is typed first. A refused save keeps everything typed and shows the server's field errors at the fields.
 */
export function ArticleEditor<V extends Values>(props: ArticleEditorProps<V>) {
  const { id, state } = props;
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  const t = useT(adminContentMessages);
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<Action | null>(null);

  /** Validates and saves the form; answers the record's id, or null when refused (the reason is shown). */
  const persist = async (): Promise<number | null> => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      message.warning(t('editor.checkFields'));
      return null;
    }
    try {
      return (await props.save(id, values)).id;
    } catch (err) {
      message.warning(showFieldErrors(form, err, language));
      return null;
    }
  };

  const run = async (action: Action) => {
    setBusy(action);
    let savedId: number | null = null;
    try {
      savedId = action === 'unpublish' ? id : await persist();
      if (savedId === null) return;
      if (action === 'publish') await props.writes.publish(savedId);
      if (action === 'unpublish') await props.writes.unpublish(savedId);
      message.success(
        action === 'publish' ? t('state.publishedDone') : action === 'unpublish' ? t('state.unpublished') : t('editor.saved'),
      );
    } catch (err) {
      message.warning(showFieldErrors(form, err, language));
    } finally {
      setBusy(null);
    }
    // Saved, whether or not publishing then went through: a new record's editor becomes its own, so the draft is
    // kept and the next try updates it instead of creating a second one.
    if (savedId === null) return;
    if (id === null) await navigate(props.editPath(savedId), { replace: true });
    else await revalidator.revalidate();
  };

  return (
    <Form<V> form={form} layout="vertical" name={props.name} className="admin-form admin-form--wide" initialValues={props.initialValues}>
      <div className="admin-editor-bar">
        {state ? <StateTag state={state} /> : <span className="admin-muted">{t('editor.new')}</span>}
        <Space wrap>
          <Button onClick={() => void run('save')} loading={busy === 'save'} disabled={busy !== null}>
            {state === 'published' ? t('editor.save') : t('editor.saveDraft')}
          </Button>
          {state === 'published' ? (
            <Button onClick={() => void run('unpublish')} loading={busy === 'unpublish'} disabled={busy !== null}>
              {t('state.unpublish')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void run('publish')} loading={busy === 'publish'} disabled={busy !== null}>
              {t('state.publish')}
            </Button>
          )}
          {state === 'published' && props.publicPath && (
            // A full load in a new tab: the public page in the editor's language.
            <a href={localPath(language, props.publicPath)} target="_blank" rel="noreferrer">
              {t('editor.viewOnSite')}
            </a>
          )}
        </Space>
      </div>
      <div className="admin-langs">
        {ORDER[language].map((lang) => (
          <LanguageSection key={lang} language={lang} fields={props.languages[lang]} limits={props.limits} />
        ))}
      </div>
      <div className="admin-kind-fields">{props.fields}</div>
    </Form>
  );
}

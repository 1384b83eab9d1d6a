import { Switch } from 'antd';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { adminContentMessages } from '../content/messages';
import './editor.css';

// tiptap and ProseMirror are loaded only when an admin page shows an editor, in their own chunk.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

export interface RichTextEditorProps {
  /** Article HTML (what the server's sanitiser keeps); undefined while a form has none. */
  value?: string;
  onChange?: (html: string) => void;
  /** The field's name, for screen readers (the editor's group, the editable area and the fallback carry it). */
  label: string;
  /** The language of the text written here (an HTML lang tag), when it is not the page's. */
  lang?: string;
  id?: string;
}

/**
 * Article HTML editing for the admin shell: a toolbar (headings, emphasis, lists, quotes, links, uploaded images,
 * tables) over the text, and a Preview that renders the same HTML as the article page will. The server renders
 * a read-only copy of the HTML; the editor replaces it once the browser has loaded it.
 */
export function RichTextEditor({ value = '', onChange, label, lang, id }: RichTextEditorProps) {
  const t = useT(adminContentMessages);
  const [preview, setPreview] = useState(false);
  const [inBrowser, setInBrowser] = useState(false);
  const previewId = useId();
  useEffect(() => setInBrowser(true), []);

  const fallback = <textarea className="rte-fallback" aria-label={label} value={value} readOnly rows={8} id={id} lang={lang} />;
  return (
    <div className="rte" role="group" aria-label={label}>
      {/* The UI kit's CSS is one file for every page: a Switch (already in it) rather than a new component. */}
      <label className="rte-mode">
        <Switch size="small" checked={preview} onChange={setPreview} aria-controls={preview ? previewId : undefined} />
        <span>{t('editor.preview')}</span>
      </label>
      {/* The editor stays mounted under the preview, so its undo history survives a look at the result. */}
      <div className="rte-frame" hidden={preview}>
        {inBrowser ? (
          <Suspense fallback={fallback}>
            <TiptapEditor value={value} onChange={(html) => onChange?.(html)} label={label} lang={lang} id={id} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
      {preview && (
        <div
          id={previewId}
          className="rte-preview rte-article"
          aria-label={t('editor.previewOf', { label })}
          role="region"
          lang={lang}
          // The editor's own HTML: its schema holds only the tags and attributes the server's sanitiser keeps.
          dangerouslySetInnerHTML={{ __html: value }}
        />
      )}
    </div>
  );
}

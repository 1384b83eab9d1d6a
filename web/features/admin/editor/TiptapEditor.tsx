import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { articleExtensions } from './extensions';
import { Toolbar } from './Toolbar';

export interface TiptapEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  lang?: string;
  id?: string;
}

/** An empty document is '' (as a required-field rule expects), not tiptap's '<p></p>'. */
const htmlOf = (editor: { isEmpty: boolean; getHTML(): string }) => (editor.isEmpty ? '' : editor.getHTML());

/** The editor itself: loaded only in the browser, by RichTextEditor (tiptap needs the DOM). */
export default function TiptapEditor({ value, onChange, label, lang, id }: TiptapEditorProps) {
  // The HTML this editor last produced: a value equal to it is our own echo, not new content from outside.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: articleExtensions,
    content: value,
    // Rendering waits for the browser's first paint; the server never renders this component.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rte-content rte-article',
        ...(id ? { id } : {}),
        ...(lang ? { lang } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      emitted.current = htmlOf(current);
      onChange(emitted.current);
    },
  });

  // A value set from outside (a form reset, another article loaded) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return <div className="rte-content rte-content--loading" aria-busy="true" />;
  return (
    <>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </>
  );
}

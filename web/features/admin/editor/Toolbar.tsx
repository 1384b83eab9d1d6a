import {
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { useT } from '../../../lib/i18n';
import { adminContentMessages } from '../content/messages';
import { ImageButton } from './ImageButton';
import { LinkButton } from './LinkButton';
import { ToolButton } from './ToolButton';

const HEADINGS = [2, 3, 4] as const;

/** What the buttons show, read from the editor on each change of the selection or the text. */
function stateOf(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading: HEADINGS.find((level) => editor.isActive('heading', { level })),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    inTable: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The formatting bar: toggles announce whether they are on (aria-pressed); table edits appear in a table. */
export function Toolbar({ editor }: { editor: Editor }) {
  const t = useT(adminContentMessages);
  const state = useEditorState({ editor, selector: ({ editor: current }) => stateOf(current) });
  const chain = () => editor.chain().focus();
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('toolbar.formatting')}>
      {HEADINGS.map((level) => (
        <ToolButton
          key={level}
          label={t('toolbar.heading', { level })}
          text={`H${level}`}
          pressed={state.heading === level}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <span className="rte-toolbar__gap" />
      <ToolButton label={t('toolbar.bold')} icon={<BoldOutlined />} pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton
        label={t('toolbar.italic')}
        icon={<ItalicOutlined />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('toolbar.underline')}
        icon={<UnderlineOutlined />}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label={t('toolbar.strike')}
        icon={<StrikethroughOutlined />}
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <span className="rte-toolbar__gap" />
      <ToolButton
        label={t('toolbar.bulletList')}
        icon={<UnorderedListOutlined />}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('toolbar.orderedList')}
        icon={<OrderedListOutlined />}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton label={t('toolbar.quote')} text="❝" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()} />
      <span className="rte-toolbar__gap" />
      <LinkButton editor={editor} active={state.link} />
      <ImageButton editor={editor} />
      <span className="rte-toolbar__gap" />
      <ToolButton
        label={t('toolbar.insertTable')}
        icon={<TableOutlined />}
        disabled={state.inTable}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.inTable && (
        <>
          <ToolButton label={t('toolbar.addRow')} icon={<InsertRowBelowOutlined />} onClick={() => chain().addRowAfter().run()} />
          <ToolButton label={t('toolbar.deleteRow')} icon={<DeleteRowOutlined />} onClick={() => chain().deleteRow().run()} />
          <ToolButton label={t('toolbar.addColumn')} icon={<InsertRowRightOutlined />} onClick={() => chain().addColumnAfter().run()} />
          <ToolButton label={t('toolbar.deleteColumn')} icon={<DeleteColumnOutlined />} onClick={() => chain().deleteColumn().run()} />
          <ToolButton label={t('toolbar.deleteTable')} icon={<DeleteOutlined />} onClick={() => chain().deleteTable().run()} />
        </>
      )}
      <span className="rte-toolbar__gap" />
      <ToolButton label={t('toolbar.undo')} icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label={t('toolbar.redo')} icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

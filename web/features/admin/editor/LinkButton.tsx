import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { hrefFrom, isAllowedHref } from './links';
import { ToolButton } from './ToolButton';

const HINT = 'An http, https or mailto address, or a path on this site (/news/...)';

/** Sets, changes or removes the link on the selection; only addresses the server keeps are accepted. */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const show = () => {
    setTyped(String(editor.getAttributes('link').href ?? ''));
    setError(null);
    setOpen(true);
  };
  const apply = () => {
    const href = hrefFrom(typed);
    if (!isAllowedHref(href)) return setError(HINT);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpen(false);
  };

  return (
    <>
      <ToolButton label="Link" icon={<LinkOutlined />} pressed={active} onClick={show} />
      {/* A Modal, not a Popover: the UI kit's CSS is one file for every page, and Modal is in it already. */}
      <Modal title="Link" open={open} okText="Apply" onOk={apply} onCancel={() => setOpen(false)} destroyOnHidden>
        <Input
          aria-label="Link address"
          placeholder="https://"
          value={typed}
          status={error ? 'error' : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={apply}
          autoFocus
        />
        <div className={error ? 'rte-error' : 'rte-hint'} role={error ? 'alert' : undefined}>
          {error ?? HINT}
        </div>
      </Modal>
      <ToolButton
        label="Remove link"
        icon={<DisconnectOutlined />}
        disabled={!active}
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      />
    </>
  );
}

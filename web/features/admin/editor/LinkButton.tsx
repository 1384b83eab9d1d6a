import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { adminContentMessages } from '../content/messages';
import { hrefFrom, isAllowedHref } from './links';
import { ToolButton } from './ToolButton';

/** Sets, changes or removes the link on the selection; only addresses the server keeps are accepted. */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const t = useT(adminContentMessages);
  const hint = t('toolbar.linkHint');
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
    if (!isAllowedHref(href)) return setError(hint);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpen(false);
  };

  return (
    <>
      <ToolButton label={t('toolbar.link')} icon={<LinkOutlined />} pressed={active} onClick={show} />
      {/* A Modal, not a Popover: the UI kit's CSS is one file for every page, and Modal is in it already. */}
      <Modal title={t('toolbar.link')} open={open} okText={t('toolbar.apply')} onOk={apply} onCancel={() => setOpen(false)} destroyOnHidden>
        <Input
          aria-label={t('toolbar.linkAddress')}
          placeholder="https://"
          value={typed}
          status={error ? 'error' : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={apply}
          autoFocus
        />
        <div className={error ? 'rte-error' : 'rte-hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </div>
      </Modal>
      <ToolButton
        label={t('toolbar.removeLink')}
        icon={<DisconnectOutlined />}
        disabled={!active}
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      />
    </>
  );
}

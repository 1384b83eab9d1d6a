import { PictureOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useRef } from 'react';
import { UPLOAD_RULES } from '../../../../contracts/uploads/codes';
import { useT } from '../../../lib/i18n';
import { adminContentMessages } from '../content/messages';
import { ToolButton } from './ToolButton';
import { useImageUpload } from './use-image-upload';

/** The picture's alt text until an editor writes a better one: its file name, without the extension. */
const altOf = (name: string) =>
  name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

/**
 * Picks an image, uploads it (the button spins meanwhile) and inserts it where the cursor was; a refusal
 * shows the server's message under the toolbar.
 */
export function ImageButton({ editor }: { editor: Editor }) {
  const t = useT(adminContentMessages);
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy, error, clearError } = useImageUpload();

  const picked = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) {
      editor
        .chain()
        .focus()
        .setImage({ src: image.url, alt: altOf(file.name), width: image.width ?? undefined, height: image.height ?? undefined })
        .run();
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_RULES['article-image'].extensions.map((ext) => `.${ext}`).join(',')}
        // The toolbar button opens it; display none, since the kit's input styles outrank the hidden attribute.
        style={{ display: 'none' }}
        aria-hidden
        tabIndex={-1}
        onChange={(event) => void picked(event.target.files?.[0])}
      />
      <ToolButton
        label={busy ? t('toolbar.uploadingImage') : t('toolbar.insertImage')}
        icon={<PictureOutlined />}
        loading={busy}
        disabled={busy}
        onClick={() => {
          clearError();
          input.current?.click();
        }}
      />
      {error && (
        <span role="alert" className="rte-error">
          {error}
        </span>
      )}
    </>
  );
}

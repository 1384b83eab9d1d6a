import { Button, Input } from 'antd';
import { useState } from 'react';
import { COMMENT_LIMITS } from '../../../contracts/comments/codes';

interface Props {
  label: string;
  submitText: string;
  placeholder: string;
  /** Answers true when the text was saved; the box is emptied then, and kept (nothing lost) otherwise. */
  onSubmit(text: string): Promise<boolean>;
  autoFocus?: boolean;
}

/** A comment or reply box: at most 255 characters, the button disabled while the text is empty (§5). */
export function CommentForm({ label, submitText, placeholder, onSubmit, autoFocus }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const empty = text.trim() === '';

  const submit = async () => {
    if (empty || busy) return;
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ui-comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input.TextArea
        aria-label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_LIMITS.contentMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={placeholder}
        autoFocus={autoFocus}
      />
      <Button type="primary" htmlType="submit" disabled={empty} loading={busy}>
        {submitText}
      </Button>
    </form>
  );
}

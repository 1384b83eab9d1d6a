import { Button } from 'antd';
import type { ReactNode } from 'react';

export interface ToolButtonProps {
  label: string;
  icon?: ReactNode;
  /** Text shown instead of an icon (H2, the quote mark). */
  text?: string;
  /** For toggles: whether the format is on at the cursor. Left out for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** One toolbar button: named for screen readers, its state announced, and it keeps the editor's selection. */
export function ToolButton({ label, icon, text, pressed, disabled, loading, onClick }: ToolButtonProps) {
  return (
    <Button
      size="small"
      type={pressed ? 'primary' : 'text'}
      icon={icon}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      loading={loading}
      // Pressing the button must not move focus (and the selection) out of the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}

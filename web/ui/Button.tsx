import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** 'primary' is the filled brand button; the default is outlined. */
  variant?: 'primary' | 'default';
  /** A form's submit button; otherwise a plain button. */
  submit?: boolean;
  /** While true the button is disabled and says it is busy (a request under way). */
  busy?: boolean;
  icon?: ReactNode;
  size?: 'large';
}

/**
 * The portal's light button for public pages (styles in web/styles/app.css): the UI kit stays off their first load.
 * Kit pages (forms, admin, account) use the kit's Button.
 */
export function Button({ variant = 'default', submit, busy, icon, size, className, children, disabled, ...rest }: ButtonProps) {
  const classes = ['button', variant === 'primary' && 'button--primary', size === 'large' && 'button--large', className];
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
}

import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { specMessages } from '../../contracts/core/codes';
import { localPath, useLanguage, useLocalText, useMessages, useT } from '../lib/i18n';
import { uiMessages } from './messages';

/** §8's 404 page in the page's language: the spec's Chinese notice on a Chinese page, its English twin on an English one. */
export function NotFoundPage() {
  const t = useT(uiMessages);
  const msg = useMessages(specMessages).msg;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title">{msg.pageNotFound}</h1>
      <p>{t('errors.notFoundText')}</p>
      <p>{msg.pageNotFoundNotice}</p>
      <Link to="/" className="button button--primary">
        {msg.backToHome}
      </Link>
    </section>
  );
}

/** An error page: its status and the message (the server's, in the page's language), or the spec's 'Error'. */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const msg = useMessages(specMessages).msg;
  const local = useLocalText();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{status}</p>
      <h1 id="error-title">{message ? local(message) : msg.genericError}</h1>
      <Link to="/" className="button button--primary">
        {msg.backToHomePage}
      </Link>
    </section>
  );
}

function ErrorPageFailed() {
  const language = useLanguage();
  const msg = specMessages.texts[language].msg;
  return (
    <section className="error-page">
      <h1>{msg.errorPageFailed}</h1>
      <a href={localPath(language, '/')}>{msg.goBackHome}</a>
    </section>
  );
}

/** Last resort when the error page itself fails to render. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPageFailed />;
  }
}

import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../contracts/core/codes';

export function NotFoundPage() {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title">{MSG.pageNotFound}</h1>
      <p>This page could not be found.</p>
      <p lang="zh-CN">{MSG.pageNotFoundNotice}</p>
      <Link to="/" className="button button--primary">
        {MSG.backToHome}
      </Link>
    </section>
  );
}

export function ErrorPage({ status = 500, message = MSG.genericError }: { status?: number; message?: string }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code">{status}</p>
      <h1 id="error-title">{message}</h1>
      <Link to="/" className="button button--primary">
        {MSG.backToHomePage}
      </Link>
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
    return (
      <section className="error-page">
        <h1>{MSG.errorPageFailed}</h1>
        <a href="/">{MSG.goBackHome}</a>
      </section>
    );
  }
}

import appCss from './app.css?inline';
import dataCss from '../features/data/data.css?inline';
import costsCss from '../features/costs/costs.css?inline';
import checkCss from '../features/check/check.css?inline';
import homeCss from '../features/home/home.css?inline';
import marketCss from '../features/market/market.css?inline';
import newsCss from '../features/news/news.css?inline';
import uiCss from '../ui/ui.css?inline';

/**
 * The portal's own CSS for the public pages, inline in the head: the first paint waits for no stylesheet. Only the
 * server build holds the text (the client build folds `import.meta.env.SSR` to false and drops the imports); hydration
 * keeps the server's element, and the client never renders it again. Kit pages link their own stylesheets
 * (web/routes/kit.tsx). See docs/decisions/0030-lean-first-paint.md.
 */
const CSS = import.meta.env.SSR ? [appCss, uiCss, homeCss, newsCss, marketCss, dataCss, costsCss, checkCss].join('\n') : '';

export function PageStyles() {
  return <style id="page-styles" dangerouslySetInnerHTML={{ __html: CSS }} suppressHydrationWarning />;
}

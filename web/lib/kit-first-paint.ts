import kitCss from '../styles/antd.generated.css?inline';
import { firstPaintCss, KIT_STYLES_ID, pageClasses } from './kit-first-paint-css';
import { HOLD_EARLY_SUBMITS } from '../ui/kit/early-submit';

/** Server only (web/entry.server.tsx): the client build never imports the stylesheet's text. */
const kitRules = firstPaintCss(kitCss);

/**
 * A page drawn partly with the UI kit outside the kit layout (its kit parts load after the first paint, see
 * web/ui/kit/island.tsx) gets the kit rules its markup needs inline, before the portal's own styles so that those
 * still override the kit's as they do with the whole stylesheet, and the script that holds a submit asked for before
 * a part works (web/ui/kit/early-submit.ts). Pages without kit markup are returned as they are.
 */
export function withKitFirstPaint(html: string, nonce: string | undefined): string {
  if (!/\sclass="(?:[^"]*\s)?ant-/.test(html)) return html;
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const css = kitRules(pageClasses(html.slice(head)));
  const firstStyle = html.slice(0, head).search(/<link[^>]+rel="stylesheet"|<style/);
  const at = firstStyle < 0 ? head : firstStyle;
  const holder = html.includes('class="kit-island"') ? `<script${nonce ? ` nonce="${nonce}"` : ''}>${HOLD_EARLY_SUBMITS}</script>` : '';
  return `${html.slice(0, at)}<style id="${KIT_STYLES_ID}">${css}</style>${holder}${html.slice(at)}`;
}

import type { Page } from 'playwright-core';

/**
 * The XSS corpus the e2e specs put wherever users or administrators write: article bodies (HTML through the
 * sanitiser, docs/decisions/0015) and plain-text fields (posts, topics, search words, comments, file names), which
 * the pages must show as text. A payload that runs sets window.__xss to its own name or opens a dialog; a payload
 * that becomes markup carries the attribute data-xss (where it has a tag), so it is found even when the page's CSP
 * keeps it from running.
 */

/** Markup for HTML bodies: the sanitiser may keep harmless parts of it, never anything that runs. */
export const HTML_PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'">',
  '<svg><script>window.__xss = "svg"</script></svg>',
  '<svg onload="window.__xss = \'svg-onload\'"></svg>',
  '<a href="javascript:window.__xss = \'href\'">click me</a>',
  '<a href="JaVaScRiPt:window.__xss = \'mixed\'">mixed case</a>',
  '<iframe src="javascript:window.top.__xss = \'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss = \'css\')">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'">',
  '<form action="javascript:window.__xss = \'form\'"><button>go</button></form>',
  '<object data="javascript:window.__xss = \'object\'"></object>',
  '<details open ontoggle="window.__xss = \'toggle\'">x</details>',
  '<body onload="window.__xss = \'body\'">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = \'meta\'">',
];

/**
 * What a user can type into a plain-text field. Each is at most 100 characters, the longest search the lists take,
 * so each is also a search word.
 */
export const TEXT_PAYLOADS = [
  '<script data-xss>window.__xss="script"</script>',
  '<img src=x data-xss onerror="window.__xss=\'img\'">',
  '<svg data-xss onload="window.__xss=\'svg\'"></svg>',
  '"><img src=x data-xss onerror=alert("dq")>',
  "'><img src=x data-xss onerror=alert('sq')>",
  '" autofocus data-xss onfocus="window.__xss=\'focus\'" x="',
  "' data-xss onmouseover='window.__xss=\"hover\"' x='",
  '</textarea><script data-xss>window.__xss="textarea"</script>',
  '</title><script data-xss>window.__xss="title"</script>',
  '</script><script data-xss>window.__xss="script-close"</script>',
  'javascript:window.__xss="js-url"',
  '<a data-xss href="javascript:alert(\'href\')">click</a>',
  '<iframe data-xss srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '{{constructor.constructor("window.__xss=\'curly\'")()}}',
  '${window.__xss="template"}',
  '<details data-xss open ontoggle="window.__xss=\'toggle\'">',
  '<math><mtext><table><mglyph><style><img data-xss src=x onerror=alert("mxss")>',
  '＜script data-xss＞window.__xss="fullwidth"＜/script＞',
  '<scr\u200bipt data-xss>window.__xss="zwsp"</scr\u200bipt>',
  '\u202e<img src=x data-xss onerror="window.__xss=\'rtl\'">',
  '&lt;img src=x data-xss onerror=alert("entity")&gt;',
  '<!--<img src="--><img src=x data-xss onerror=alert("comment")//">',
  '<base data-xss href="javascript:alert(\'base\')//">',
  '<meta data-xss http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
  'https://example.com/"><img src=x data-xss onerror=alert("link")>',
];

/**
 * File names for uploads: the extension is a real one, the rest is markup, quotes, template syntax and a
 * right-to-left override. `key` is the name part of the key the server makes of it (docs/uploads.md: letters, digits,
 * dot, dash and underscore; no leading dot or underscore; what follows the last slash); pages name the file by that, never by what was picked.
 */
export const FILE_NAME_PAYLOADS = [
  { name: '"><img src=x data-xss onerror=alert("file")>.png', key: 'img_src_x_data-xss_onerror_alert_file.png' },
  { name: "'><svg data-xss onload=window.__xss='file-svg'>.png", key: 'svg_data-xss_onload_window.__xss_file-svg.png' },
  { name: '{{constructor.constructor("alert(1)")()}}.png', key: 'constructor.constructor_alert_1.png' },
  { name: '</textarea><script data-xss>alert(1)</script>.png', key: 'script.png' },
  { name: '\u202egnp.<b data-xss>x</b>.png', key: 'b.png' },
  { name: '"\'<>&.png', key: 'file.png' },
];

/**
 * Packs payloads into texts of at most `max` characters, each starting with `prefix` and its number ('<prefix> 1'),
 * which finds it; the payloads follow, split by `separator`. Every payload lands in exactly one text.
 */
export function packPayloads(prefix: string, payloads: readonly string[], max: number, separator = '\n'): string[] {
  const texts: string[] = [];
  const head = () => `${prefix} ${texts.length + 1}`;
  let current = head();
  for (const payload of payloads) {
    if (current === head() && current.length + separator.length + payload.length > max) {
      throw new Error(`a payload does not fit in ${max} characters: ${payload}`);
    }
    if (current.length + separator.length + payload.length > max) {
      texts.push(current);
      current = head();
    }
    current += separator + payload;
  }
  texts.push(current);
  return texts;
}

/** Counts the browser dialogs (alert, confirm, prompt) a page opens, dismissing each. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** What a payload that ran or became markup leaves in the page; `XSS_CLEAN` when nothing did. */
export function injected(page: Page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    const describe = (el: Element) => el.outerHTML.slice(0, 120);
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster'];
    return {
      flag: (window as { __xss?: unknown }).__xss ?? null,
      marked: all.filter((el) => el.hasAttribute('data-xss')).map(describe),
      handlers: all.filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).map(describe),
      scriptUrls: all
        .filter((el) => urlAttributes.some((name) => /^\s*((java|vb)script:|data:text\/html)/i.test(el.getAttribute(name) ?? '')))
        .map(describe),
      refresh: [...document.querySelectorAll('meta[http-equiv]')].map(describe),
    };
  });
}

export const XSS_CLEAN = { flag: null, marked: [], handlers: [], scriptUrls: [], refresh: [] };

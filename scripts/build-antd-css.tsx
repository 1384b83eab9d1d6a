// Writes the UI kit's styles for the portal's theme to one static CSS file, once per build.
// Pages link it (a fingerprinted asset the browser caches) and the kit renders with zeroRuntime,
// so no style is computed per request. Only the components the web code imports are included,
// together with the parts those components draw on.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { theme } from '../web/ui/theme';

const OUT = 'web/styles/antd.generated.css';

/** Always present: the App wrapper and the feedback it shows (message, notification, confirm dialogs). */
const ALWAYS = ['App', 'message', 'notification', 'Modal', 'Button'];

/** Components that draw others inside them; their styles come along. */
const DRAWS_ON: Record<string, string[]> = {
  Table: ['Pagination', 'Spin', 'Empty', 'Checkbox', 'Radio', 'Dropdown', 'Tooltip', 'Select', 'Input'],
  Select: ['Empty', 'Spin'],
  AutoComplete: ['Select', 'Empty'],
  Cascader: ['Select', 'Empty'],
  TreeSelect: ['Select', 'Empty', 'Tree'],
  Pagination: ['Select', 'Input'],
  Form: ['Row', 'Col', 'Tooltip'],
  DatePicker: ['Button', 'Tag'],
  TimePicker: ['Button'],
  Upload: ['Progress', 'Tooltip', 'Button', 'Image'],
  Image: ['Spin'],
  Tree: ['Empty', 'Checkbox'],
  Tabs: ['Dropdown'],
  Transfer: ['Checkbox', 'Input', 'Empty', 'Button', 'Pagination'],
  Popconfirm: ['Popover', 'Button'],
  Dropdown: ['Menu'],
  List: ['Spin', 'Empty', 'Pagination', 'Row', 'Col'],
  Card: ['Skeleton', 'Tabs'],
  Descriptions: [],
  Result: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(name) ? [path] : [];
  });
}

/** Value imports from 'antd' across the web code (types and helpers such as `theme` are skipped). */
export function importedComponents(root = 'web'): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+.*/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && (/^[A-Z]/.test(name) || name === 'message' || name === 'notification')) found.add(name);
      }
    }
  }
  return found;
}

function withDependencies(names: Iterable<string>): string[] {
  const all = new Set<string>();
  const add = (name: string) => {
    if (all.has(name)) return;
    all.add(name);
    for (const dep of DRAWS_ON[name] ?? []) add(dep);
  };
  for (const name of names) add(name);
  all.delete('ConfigProvider');
  return [...all].sort();
}

const includes = withDependencies([...ALWAYS, ...importedComponents()]);
const css = extractStyle({
  includes,
  customTheme: (node) => <ConfigProvider theme={theme}>{node}</ConfigProvider>,
});
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, css);
console.log(`UI kit styles: ${OUT}, ${Math.round(css.length / 1024)} KB for ${includes.join(', ')}`);

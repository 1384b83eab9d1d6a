// `npm run check:messages`: every message catalogue has every language, with the same keys (plural forms as each
// language needs them) and the same placeholders, no empty text, and is declared for type-checked keys. A key the
// code uses but no catalogue has fails the typecheck (web/lib/i18n/resources.d.ts). See docs/i18n.md.
import { LANGUAGES } from '../contracts/core/languages';
import { checkCatalogues, englishFiles } from './messages-catalogues';

const root = process.cwd();
const DIRS = ['web', 'contracts', 'server'];
const problems = checkCatalogues(root, DIRS, LANGUAGES, 'web/lib/i18n/resources.d.ts');
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in the message catalogues`);
  process.exit(1);
}
console.log(`message catalogues: ${englishFiles(root, DIRS).length} catalogues, ${LANGUAGES.length} languages each, all keys in both`);

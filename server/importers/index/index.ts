import { barImporter } from '../futures/bars';

/** `npm run import -- index <file> --code AGRI`: an index's daily values (docs/imports.md 'index'). */
export const indexImporter = barImporter('index');

import { barImporter } from './bars';

/** `npm run import -- futures <file> --code LH`: a future's daily bars (docs/imports.md 'futures'). */
export const futuresImporter = barImporter('futures');

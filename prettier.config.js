/**
 * The code's existing style: single quotes, semicolons, trailing commas, long lines (most files fit in 140).
 * @type {import('prettier').Config}
 */
export default {
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 140,
  arrowParens: 'always',
};

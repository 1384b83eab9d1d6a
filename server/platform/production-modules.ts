import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

let registered = false;

/**
 * React Router's package maps Node to its development build whatever NODE_ENV says (extra checks and warnings on
 * every request). In production the server and the pages' bundle are pointed at its production build instead,
 * through a resolve hook: both must load the same copy, so the hook is in place before either imports it (the
 * pages' bundle and React Router are imported dynamically after this runs).
 */
export function useProductionReactRouter(): void {
  if (registered) return;
  registered = true;
  const require = createRequire(import.meta.url);
  const developmentEntry = require.resolve('react-router');
  const production = pathToFileURL(join(dirname(developmentEntry), '..', 'production', 'index.mjs')).href;
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier === 'react-router') return { url: ${JSON.stringify(production)}, shortCircuit: true };
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

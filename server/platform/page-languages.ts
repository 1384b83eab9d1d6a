import type { createRequestHandler, ServerBuild } from 'react-router';
import { LANGUAGES, localPath, splitLanguage, type Language } from '../../contracts/core/languages';

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * One React Router handler per language, the Chinese one with the basename /zh: the routes, their links and their
 * redirects stay language-free, and React Router puts /zh in front of every link of a Chinese page, on the server and
 * in the browser (which reads the basename from the page). Picks the handler by the page URL's prefix.
 */
export function handlerPerLanguage(create: typeof createRequestHandler, build: ServerBuild, mode: string): (url: string) => RequestHandler {
  const handlers = Object.fromEntries(
    LANGUAGES.map((language) => [language, create({ ...build, basename: localPath(language, '/') }, mode)]),
  ) as Record<Language, RequestHandler>;
  return (url) => handlers[splitLanguage(new URL(url).pathname).language];
}

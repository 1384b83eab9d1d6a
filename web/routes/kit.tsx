import { Outlet } from 'react-router';
import type { Route } from './+types/kit';
import kitStylesHref from '../styles/antd.generated.css?url';
import { KitProviders } from '../ui/kit/providers';

/**
 * The pages built wholly with the UI kit (the account area, the admin shell, the post forms) sit under this pathless
 * layout (web/routes.ts): they link the kit's stylesheet and load its code with the page. Public pages stay off both:
 * their kit parts load after the first paint (web/ui/kit/island.tsx). Styles come from the generated stylesheet
 * (scripts/build-antd-css.tsx): nothing is computed while rendering. See docs/decisions/0030-lean-first-paint.md and
 * 0065-kit-pages-lean.md.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: kitStylesHref }];

export default function Kit() {
  return (
    <KitProviders>
      <Outlet />
    </KitProviders>
  );
}

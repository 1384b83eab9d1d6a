import { App as AntApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import type { Route } from './+types/kit';
import kitStylesHref from '../styles/antd.generated.css?url';
import { theme } from '../ui/theme';
import { kitConfig } from '../ui/kit/icons';
import { useLanguage } from '../lib/i18n';

/**
 * The pages built with the UI kit (forms, the account area, the admin shell, community, comments) sit under this
 * pathless layout (web/routes.ts): only they link the kit's stylesheet and load its code. Public list and detail pages
 * stay off both. Styles come from the generated stylesheet (scripts/build-antd-css.tsx): nothing is computed while
 * rendering. See docs/decisions/0030-lean-first-paint.md.
 */
const runtimeTheme = { ...theme, zeroRuntime: true };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: kitStylesHref }];

export default function Kit() {
  const language = useLanguage();
  return (
    <ConfigProvider theme={runtimeTheme} {...kitConfig(language)}>
      <AntApp component={false}>
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}

import type { Route } from './+types/banners';
import { bannerAdminCalls } from '../../../contracts/site/banner-calls';
import { BannersEditor } from '../../features/admin/banners/BannersEditor';
import { adminContentMessages } from '../../features/admin/content/messages';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { CodeText } from '../../ui/CodeText';

export const meta: Route.MetaFunction = adminMeta('banners');

export async function loader({ context }: Route.LoaderArgs) {
  const banners = await adminOr404(() => createApi(context.api).call(bannerAdminCalls.list));
  return { banners: banners.list };
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const t = useT(adminContentMessages);
  const tAdmin = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{tAdmin('titles.banners')}</h1>
      <p className="admin-note">
        <CodeText text={t('banners.note')} />
      </p>
      <BannersEditor banners={loaderData.banners} />
    </>
  );
}

import type { Route } from './+types/banners';
import { bannerAdminCalls } from '../../../contracts/site/banner-calls';
import { BannersEditor } from '../../features/admin/banners/BannersEditor';
import { adminOr404 } from '../../features/admin/loaders';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Banners · Admin') }];

export async function loader({ context }: Route.LoaderArgs) {
  const banners = await adminOr404(() => createApi(context.api).call(bannerAdminCalls.list));
  return { banners: banners.list };
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="admin-title">Banners</h1>
      <p className="admin-note">
        TOP_YDT is the knowledge base's top banner. Times are UTC; a banner shows while it is enabled and in its window.
      </p>
      <BannersEditor banners={loaderData.banners} />
    </>
  );
}

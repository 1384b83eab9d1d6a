import { Tabs } from 'antd';
import type { Route } from './+types/settings';
import { adminCalls } from '../../../contracts/admin/calls';
import { AgreementsEditor } from '../../features/admin/AgreementsEditor';
import { LinksEditor } from '../../features/admin/LinksEditor';
import { adminOr404 } from '../../features/admin/loaders';
import { NoticeForm } from '../../features/admin/NoticeForm';
import { SiteInfoForm } from '../../features/admin/SiteInfoForm';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Site settings · Admin') }];

export async function loader({ context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  const [info, links, agreements, notice] = await adminOr404(() =>
    Promise.all([api.call(adminCalls.siteInfo), api.call(adminCalls.links), api.call(adminCalls.agreements), api.call(adminCalls.notice)]),
  );
  return { info, links: links.list, agreements: agreements.list, notice: notice.list };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { info, links, agreements, notice } = loaderData;
  return (
    <>
      <h1 className="admin-title">Site settings</h1>
      <Tabs
        items={[
          { key: 'info', label: 'Site info', children: <SiteInfoForm info={info} /> },
          { key: 'notice', label: 'Notice bar', children: <NoticeForm entries={notice} /> },
          { key: 'links', label: 'Friendly links', children: <LinksEditor links={links} /> },
          { key: 'agreements', label: 'Agreements', children: <AgreementsEditor agreements={agreements} /> },
        ]}
      />
    </>
  );
}

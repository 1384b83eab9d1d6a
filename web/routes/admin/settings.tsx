import { Tabs } from 'antd';
import type { Route } from './+types/settings';
import { adminCalls } from '../../../contracts/admin/calls';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { ReviewEditsForm } from '../../features/admin/ModerationQueue';
import { AgreementsEditor } from '../../features/admin/AgreementsEditor';
import { LinksEditor } from '../../features/admin/LinksEditor';
import { adminOr404 } from '../../features/admin/loaders';
import { NoticeForm } from '../../features/admin/NoticeForm';
import { SiteInfoForm } from '../../features/admin/SiteInfoForm';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('settings');

export async function loader({ context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  const [info, links, agreements, notice, moderation] = await adminOr404(() =>
    Promise.all([
      api.call(adminCalls.siteInfo),
      api.call(adminCalls.links),
      api.call(adminCalls.agreements),
      api.call(adminCalls.notice),
      api.call(moderationCalls.settings),
    ]),
  );
  return { info, links: links.list, agreements: agreements.list, notice: notice.list, moderation };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { info, links, agreements, notice, moderation } = loaderData;
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.settings')}</h1>
      {/* A narrow gutter keeps the four tabs on one line of a phone: tabs that do not fit go to the kit's overflow
          menu, whose button sits inside the tab list where only tabs belong. */}
      <Tabs
        tabBarGutter={16}
        items={[
          {
            key: 'info',
            label: t('settings.info'),
            // The moderation switch sits under the site's details: a fifth tab would not fit a phone's tab bar.
            children: (
              <>
                <SiteInfoForm info={info} />
                <section className="admin-settings__moderation" aria-labelledby="settings-moderation">
                  <h2 id="settings-moderation">{t('settings.moderation')}</h2>
                  <ReviewEditsForm value={moderation.reviewEdits} />
                </section>
              </>
            ),
          },
          { key: 'notice', label: t('settings.notice'), children: <NoticeForm entries={notice} /> },
          { key: 'links', label: t('settings.links'), children: <LinksEditor links={links} /> },
          { key: 'agreements', label: t('settings.agreements'), children: <AgreementsEditor agreements={agreements} /> },
        ]}
      />
    </>
  );
}

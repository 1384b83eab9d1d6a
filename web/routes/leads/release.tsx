import { data } from 'react-router';
import type { Route } from './+types/release';
import { leadCalls } from '../../../contracts/leads/calls';
import type { Lead } from '../../../contracts/leads/models';
import { LEAD_TYPE, type LeadType } from '../../../contracts/leads/codes';
import { LeadForm } from '../../features/leads/LeadForm';
import { leadsMessages } from '../../features/leads/messages';
import communityCss from '../../ui/posts/posts.css?url';
import { loadGoodsOptions } from '../../features/leads/goods';
import { requireUser } from '../../ui/posts/require-user';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { countryOptions, detailOr404 } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: communityCss }];
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(translator(languageOfMatches(matches), leadsMessages)('release.title')) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  await requireUser(api, request);
  const url = new URL(request.url);
  const editing = await ownLead(api, url.searchParams.get('id'));
  const type: LeadType = editing ? (editing.type as LeadType) : url.searchParams.get('type') === '2' ? LEAD_TYPE.DEMAND : LEAD_TYPE.SUPPLY;
  const [goods, countries] = await Promise.all([
    loadGoodsOptions(api, languageOfRequest(request)),
    countryOptions(api, langOfRequest(request)),
  ]);
  return { type, goods, countries, editing };
}

/** With ?id=, the author's own post to edit (decision 0050), read by id under the owner policy; anyone else's is a 404. */
async function ownLead(api: ReturnType<typeof createApi>, id: string | null): Promise<Lead | undefined> {
  if (id === null) return undefined;
  const wanted = Number(id);
  if (!Number.isSafeInteger(wanted) || wanted < 1) throw data(null, { status: 404 });
  return detailOr404(() => api.call(leadCalls.own, { query: { id: wanted } }));
}

export default function PostLeads({ loaderData }: Route.ComponentProps) {
  const t = useT(leadsMessages);
  return (
    <section className="community-page community-page--form" aria-labelledby="release-title">
      <h1 id="release-title" className="community-title">
        {loaderData.editing ? t('release.editTitle') : t('release.title')}
      </h1>
      <p className="community-note">{loaderData.editing ? t('release.editNote') : t('release.note')}</p>
      <LeadForm type={loaderData.type} goods={loaderData.goods} countries={loaderData.countries} editing={loaderData.editing} />
    </section>
  );
}

import { Link } from 'react-router';
import type { Route } from './+types/verified';
import { companyCalls } from '../../contracts/companies/calls';
import { companiesMessages } from '../features/companies/messages';
import { Data, fillIn } from '../features/market/Bilingual';
import { createApi } from '../lib/api';
import { languageOfMatches, translator, useT } from '../lib/i18n';
import { pageTitle } from '../lib/meta';
import { idText } from '../../contracts/core/numbers';
import { kitIsland } from '../ui/kit/island';

/** The badge and the team form are kit parts: painted from the server's markup, hydrated once the kit has loaded. */
const VerifiedBadge = kitIsland(() => import('../ui/posts/VerifiedBadge').then((m) => m.VerifiedBadge));
const JoinTeam = kitIsland(() => import('../features/companies/JoinTeam').then((m) => m.JoinTeam));

export const meta: Route.MetaFunction = ({ matches, data }) => [
  { title: pageTitle(translator(languageOfMatches(matches), companiesMessages)('page.title', { name: data?.detail.name ?? '' })) },
];

/** What a Verified badge stands for: the company or person, its plants, and when it was verified; 404 once revoked. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idText().safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  return { detail: await createApi(context.api).call(companyCalls.verified, { query: { id: id.data } }) };
}

export default function Verified({ loaderData }: Route.ComponentProps) {
  const t = useT(companiesMessages);
  const { detail } = loaderData;
  const personal = detail.level === 'PERSONAL';
  return (
    // The layout's <main> holds the page: a second main would be a landmark inside a landmark.
    <section className="page-container" style={{ padding: '24px 16px', maxWidth: 960, margin: '0 auto', overflowWrap: 'anywhere' }}>
      <h1>{fillIn((name) => t('page.title', { name }), <Data text={detail.name} />)}</h1>
      <div>
        <VerifiedBadge verified={detail} />
      </div>
      <p>{personal ? t('page.leadPersonal') : t('page.lead')}</p>
      <p>
        {t(`page.role.${detail.role}`)} · {t('page.since', { date: detail.verifiedAt.slice(0, 10) })}
      </p>
      {detail.companyLink && (
        <p>
          <Link to={detail.companyLink}>{t('page.company')}</Link>
        </p>
      )}
      {detail.plants.length > 0 && (
        <>
          <h2>{t('page.plants')}</h2>
          <ul>
            {detail.plants.map((p) => (
              <li key={`${p.countryCode}${p.plantNo}`}>
                <Link to={p.link} translate="no">
                  {p.countryCode} {p.plantNo} · {p.plantName}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {!personal && <JoinTeam id={detail.applicationId} />}
    </section>
  );
}

import type { Route } from './+types/check-report';
import { checkCalls } from '../../../contracts/check/calls';
import { ReportForm } from '../../features/check/ReportForm';
import { checkMessages } from '../../features/check/messages';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfMatches, translator, useT } from '../../lib/i18n';
import { countryOptions } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { requireUser } from '../../ui/posts/require-user';

/** /market/check/report: a signed-in user reports a bank account; their reports and what became of them below. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  await requireUser(api, request);
  const [countries, mine] = await Promise.all([countryOptions(api, langOfRequest(request)), api.call(checkCalls.mine)]);
  return { countries, mine: mine.list };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [{ title: pageTitle(translator(language, checkMessages)('report.title'), language) }];
};

export default function ReportAccount({ loaderData }: Route.ComponentProps) {
  const t = useT(checkMessages);
  return (
    <div className="feedback-page">
      <h1>{t('report.title')}</h1>
      <p>{t('report.intro')}</p>
      <ReportForm countries={loaderData.countries} />
      <h2>{t('report.mine')}</h2>
      {loaderData.mine.length === 0 ? (
        <p>{t('report.none')}</p>
      ) : (
        <ul className="check-my-reports">
          {loaderData.mine.map((r) => (
            <li key={r.id}>
              <span translate="no">{r.accountNumber}</span> · {r.holderName} · <strong>{t(`report.status.${r.status}`)}</strong>
              {r.decisionReason ? ` · ${r.decisionReason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

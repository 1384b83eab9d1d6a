import { Link } from 'react-router';
import type { Route } from './+types/check';
import { checkCalls } from '../../../contracts/check/calls';
import type { CheckAnswer } from '../../../contracts/check/models';
import { REPORT_ACCOUNT_PAGE } from '../../../contracts/check/pages';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { marketDataMessages } from '../../../contracts/market/messages';
import { CheckAnswerView } from '../../features/check/CheckAnswerView';
import { checkMessages } from '../../features/check/messages';
import { ApiError, createApi, pageMessage } from '../../lib/api';
import { langOfRequest, languageOfMatches, languageOfRequest, translator, useT } from '../../lib/i18n';
import { countryOptions } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';

/**
 * /market/check: "what should I know before I pay this supplier?" A GET form, so an answer's address can be shared;
 * the loader asks the API in the page's language and the answer is rendered on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType: AccessType = (ACCESS_TYPES as readonly string[]).includes(q.get('accessType') ?? '')
    ? (q.get('accessType') as AccessType)
    : '201';
  const form = {
    accessType,
    countryCode: q.get('countryCode') ?? '',
    plantNo: q.get('plantNo') ?? '',
    companyName: q.get('companyName') ?? '',
    bankAccount: q.get('bankAccount') ?? '',
  };
  const lang = langOfRequest(request);
  const api = createApi(context.api);
  const countries = await countryOptions(api, lang);
  let answer: CheckAnswer | null = null;
  let problem: string | null = null;
  if (form.plantNo || form.companyName || form.bankAccount) {
    try {
      answer = await api.call(checkCalls.check, {
        body: {
          accessType,
          countryCode: form.countryCode || undefined,
          plantNo: form.plantNo || undefined,
          companyName: form.companyName || undefined,
          bankAccount: form.bankAccount || undefined,
          lang,
        },
      });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
      problem = pageMessage(err, { language: languageOfRequest(request) });
    }
  }
  return { form, countries, answer, problem };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  const t = translator(language, checkMessages);
  return [{ title: pageTitle(t('title'), language) }, { name: 'description', content: t('metaDescription') }];
};

export default function CheckPage({ loaderData }: Route.ComponentProps) {
  const { form, countries, answer, problem } = loaderData;
  const t = useT(checkMessages);
  const names = useT(marketDataMessages);
  return (
    <section aria-labelledby="check-title" className="market-detail">
      <h1 id="check-title" className="market-title">
        {t('title')}
      </h1>
      <p className="check-intro">{t('intro')}</p>
      <form method="get" className="market-panel check-form" aria-label={t('form')}>
        <label>
          <span>{t('accessType')}</span>
          <select name="accessType" defaultValue={form.accessType} key={form.accessType}>
            {ACCESS_TYPES.map((a) => (
              <option key={a} value={a}>
                {names(`accessType.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('plantCountry')}</span>
          <select name="countryCode" defaultValue={form.countryCode} key={form.countryCode}>
            <option value="">{t('chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('plantNo')}</span>
          <input name="plantNo" defaultValue={form.plantNo} maxLength={64} />
        </label>
        <label>
          <span>{t('companyName')}</span>
          <input name="companyName" defaultValue={form.companyName} maxLength={200} />
        </label>
        <label>
          <span>{t('bankAccount')}</span>
          <input name="bankAccount" defaultValue={form.bankAccount} maxLength={64} autoComplete="off" />
        </label>
        <button type="submit">{t('submit')}</button>
      </form>
      {problem && (
        <p role="alert" className="market-panel">
          {problem}
        </p>
      )}
      {answer && <CheckAnswerView answer={answer} />}
      <aside className="market-panel check-block" aria-labelledby="check-report">
        <h2 id="check-report">{t('reportLink')}</h2>
        <p>{t('reportHint')}</p>
        <Link to={REPORT_ACCOUNT_PAGE}>{t('reportLink')}</Link>
      </aside>
    </section>
  );
}

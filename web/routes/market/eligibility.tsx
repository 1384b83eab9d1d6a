import { Link } from 'react-router';
import type { Route } from './+types/eligibility';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { type Eligibility, type EligibilityReason, eligibilityPagePath } from '../../../contracts/market/eligibility';
import { marketDataMessages } from '../../../contracts/market/messages';
import { plantPagePath } from '../../../contracts/market/pages';
import { marketCalls } from '../../../contracts/market/calls';
import { Data } from '../../features/market/Bilingual';
import { goodsTypeOptions } from '../../features/market/loaders';
import { marketMessages } from '../../features/market/messages';
import { metaWords } from '../../features/market/meta';
import { ApiError, createApi, pageMessage } from '../../lib/api';
import { langOfRequest, languageOfRequest, useLanguage, useT } from '../../lib/i18n';
import { countryOptions } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import type { Option } from '../../ui/FilterBar';
import { QuotedText } from '../../ui/QuotedText';

/**
 * "Can this plant ship to China today?" The question is a GET form, so the answer's address holds every input and
 * can be shared; the loader asks the API, which answers in the page's language, and the page is rendered on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const accessType: AccessType = (ACCESS_TYPES as readonly string[]).includes(q.get('accessType') ?? '')
    ? (q.get('accessType') as AccessType)
    : '201';
  const form = {
    countryCode: q.get('countryCode') ?? '',
    plantNo: q.get('plantNo') ?? '',
    accessType,
    goodsType: q.get('goodsType') ?? '',
    goodsCode: q.get('goodsCode') ?? '',
  };
  const lang = langOfRequest(request);
  const api = createApi(context.api);
  const [countries, goodsTypes] = await Promise.all([countryOptions(api, lang), goodsTypeOptions(api, accessType, lang)]);
  let result: Eligibility | null = null;
  let problem: string | null = null;
  if (form.countryCode && form.plantNo && (form.goodsType || form.goodsCode)) {
    try {
      result = await api.call(marketCalls.eligibility, {
        body: {
          countryCode: form.countryCode,
          plantNo: form.plantNo,
          accessType,
          goodsType: form.goodsCode ? undefined : form.goodsType,
          goodsCode: form.goodsCode || undefined,
          lang,
        },
      });
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 404)) throw err;
      problem = pageMessage(err, { language: languageOfRequest(request) });
    }
  }
  return { form, countries, goodsTypes, result, problem };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { language, t } = metaWords(matches);
  const result = data?.result;
  const title = result
    ? t('eligibility.metaAnswer', { plantNo: result.plant?.plantNo ?? data.form.plantNo, goods: result.goodsTypeName })
    : t('eligibility.metaTitle');
  return [{ title: pageTitle(title, language) }, { name: 'description', content: t('eligibility.metaDescription') }];
};

function Select({ name, label, value, options, empty }: { name: string; label: string; value: string; options: Option[]; empty?: string }) {
  return (
    <label className="market-ask__field">
      <span>{label}</span>
      <select name={name} defaultValue={value} key={value}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One reason: what was checked, its outcome, the sentence (in the page's language, from the API), source and date. */
function Reason({ r }: { r: EligibilityReason }) {
  const t = useT(marketMessages);
  const names = useT(marketDataMessages);
  return (
    <li className={`market-reason market-reason--${r.outcome}`}>
      <span className="market-reason__outcome">{names(`eligibility.outcome.${r.outcome}`)}</span>
      <div>
        <strong>{names(`eligibility.check.${r.check}`)}</strong>
        <p>
          <QuotedText text={r.text} quotes={r.quotes} />
        </p>
        <p className="market-sub">
          <QuotedText text={t('eligibility.source', { source: r.source })} quotes={r.quotes} />
          {r.date ? t('eligibility.sourceAsOf', { date: r.date }) : t('eligibility.noDate')}
        </p>
      </div>
    </li>
  );
}

/** The plant and product the answer is about, as data. */
function Subject({ result, form }: { result: Eligibility; form: Route.ComponentProps['loaderData']['form'] }) {
  const t = useT(marketMessages);
  const language = useLanguage();
  const { plant, product } = result;
  const productName = product ? (language === 'zh' ? product.goodsName || product.enGoodsName : product.enGoodsName) : '';
  return (
    <p>
      {plant ? (
        <>
          <Link to={plantPagePath(plant)}>
            <Data text={plant.plantName} /> (<Data text={plant.plantNo} />)
          </Link>
          {language === 'zh' ? '，' : ', '}
          <Data text={plant.countryName} />
        </>
      ) : (
        <span translate="no">{t('eligibility.unknownPlant', { plantNo: form.plantNo, country: form.countryCode })}</span>
      )}{' '}
      · {product ? <Data text={productName} /> : result.goodsTypeName} · {t('eligibility.asOf', { date: result.asOf })}
    </p>
  );
}

export default function EligibilityPage({ loaderData }: Route.ComponentProps) {
  const { form, countries, goodsTypes, result, problem } = loaderData;
  const t = useT(marketMessages);
  const names = useT(marketDataMessages);
  const accessOptions = ACCESS_TYPES.map((a) => ({ value: a, label: names(`accessType.${a}`) }));
  return (
    <section aria-labelledby="eligibility-title" className="market-detail">
      <h1 id="eligibility-title" className="market-title">
        {t('eligibility.title')}
      </h1>
      <form method="get" className="market-panel market-ask" aria-label={t('eligibility.form')}>
        <Select name="accessType" label={t('eligibility.accessType')} value={form.accessType} options={accessOptions} />
        <Select
          name="countryCode"
          label={t('common.country')}
          value={form.countryCode}
          options={countries}
          empty={t('eligibility.chooseCountry')}
        />
        <label className="market-ask__field">
          <span>{t('common.regNo')}</span>
          <input name="plantNo" defaultValue={form.plantNo} required maxLength={64} placeholder={t('eligibility.plantNoExample')} />
        </label>
        {form.goodsCode ? (
          <label className="market-ask__field">
            <span>{t('eligibility.productCode')}</span>
            <input name="goodsCode" defaultValue={form.goodsCode} maxLength={32} />
          </label>
        ) : (
          <Select
            name="goodsType"
            label={t('common.goodsType')}
            value={form.goodsType}
            options={goodsTypes}
            empty={t('eligibility.chooseGoodsType')}
          />
        )}
        <button type="submit" className="market-ask__submit">
          {t('eligibility.check')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="market-panel">
          {problem}
        </p>
      )}
      {result && (
        <section className="market-panel" aria-labelledby="eligibility-answer">
          <h2 id="eligibility-answer" className={`market-answer market-answer--${result.answer}`}>
            {names(`eligibility.answer.${result.answer}`)}
          </h2>
          <Subject result={result} form={form} />
          <ul className="market-reasons">
            {result.reasons.map((r, i) => (
              <Reason key={i} r={r} />
            ))}
          </ul>
          <p className="market-sub">
            {t('eligibility.share')}{' '}
            <Link to={eligibilityPagePath({ ...form, goodsCode: form.goodsCode || undefined })}>{t('eligibility.link')}</Link>
          </p>
        </section>
      )}
    </section>
  );
}

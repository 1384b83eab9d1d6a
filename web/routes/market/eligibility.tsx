import { Link } from 'react-router';
import type { Route } from './+types/eligibility';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import {
  ELIGIBILITY_CHECK_LABEL,
  type Eligibility,
  type EligibilityReason,
  eligibilityPagePath,
} from '../../../contracts/market/eligibility';
import { plantPagePath } from '../../../contracts/market/pages';
import { marketCalls } from '../../../contracts/market/calls';
import { goodsTypeOptions } from '../../features/market/loaders';
import { ApiError, createApi, pageMessage } from '../../lib/api';
import { countryOptions } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import type { Option } from '../../ui/FilterBar';

/**
 * "Can this plant ship this product to China today?" The question is a GET form, so the answer's address holds
 * every input and can be shared; the loader asks the API and the page is rendered on the server.
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
  const api = createApi(context.api);
  const [countries, goodsTypes] = await Promise.all([countryOptions(api), goodsTypeOptions(api, accessType)]);
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
        },
      });
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 404)) throw err;
      problem = pageMessage(err, {});
    }
  }
  return { form, countries, goodsTypes, result, problem };
}

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: pageTitle(
      data?.result ? `Can ${data.result.plant?.plantNo ?? data.form.plantNo} ship ${data.result.goodsTypeName}?` : 'Eligibility check',
    ),
  },
  { name: 'description', content: 'Can a registered plant ship a product to China today? Every reason, with its source and date.' },
];

const ANSWER_TEXT = { yes: 'Yes', no: 'No', uncertain: 'Uncertain' } as const;
const OUTCOME_TEXT = { pass: 'OK', fail: 'Blocks', warn: 'Unclear' } as const;

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

function Reason({ r }: { r: EligibilityReason }) {
  return (
    <li className={`market-reason market-reason--${r.outcome}`}>
      <span className="market-reason__outcome">{OUTCOME_TEXT[r.outcome]}</span>
      <div>
        <strong>{ELIGIBILITY_CHECK_LABEL[r.check]}</strong>
        <p>{r.text}</p>
        <p className="market-sub">
          Source: {r.source}
          {r.date ? ` · as of ${r.date}` : ' · no date recorded'}
        </p>
      </div>
    </li>
  );
}

export default function EligibilityPage({ loaderData }: Route.ComponentProps) {
  const { form, countries, goodsTypes, result, problem } = loaderData;
  const accessOptions = ACCESS_TYPES.map((a) => ({ value: a, label: ACCESS_TYPE_LABEL[a] }));
  return (
    <section aria-labelledby="eligibility-title" className="market-detail">
      <h1 id="eligibility-title" className="market-title">
        Can this plant ship to China today?
      </h1>
      <form method="get" className="market-panel market-ask" aria-label="Eligibility question">
        <Select name="accessType" label="Access type" value={form.accessType} options={accessOptions} />
        <Select name="countryCode" label="Country" value={form.countryCode} options={countries} empty="Choose a country" />
        <label className="market-ask__field">
          <span>Reg.No.</span>
          <input name="plantNo" defaultValue={form.plantNo} required maxLength={64} placeholder="e.g. SIF 1234" />
        </label>
        {form.goodsCode ? (
          <label className="market-ask__field">
            <span>Product code</span>
            <input name="goodsCode" defaultValue={form.goodsCode} maxLength={32} />
          </label>
        ) : (
          <Select name="goodsType" label="Goods type" value={form.goodsType} options={goodsTypes} empty="Choose a goods type" />
        )}
        <button type="submit" className="market-ask__submit">
          Check
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
            {ANSWER_TEXT[result.answer]}
          </h2>
          <p>
            {result.plant ? (
              <>
                <Link to={plantPagePath(result.plant)}>
                  {result.plant.plantName} ({result.plant.plantNo})
                </Link>
                , {result.plant.countryName}
              </>
            ) : (
              `Reg.No. ${form.plantNo}, ${form.countryCode}`
            )}{' '}
            · {result.product ? result.product.enGoodsName : result.goodsTypeName} · as of {result.asOf}
          </p>
          <ul className="market-reasons">
            {result.reasons.map((r, i) => (
              <Reason key={i} r={r} />
            ))}
          </ul>
          <p className="market-sub">
            Share this answer: <Link to={eligibilityPagePath({ ...form, goodsCode: form.goodsCode || undefined })}>link to this check</Link>
          </p>
        </section>
      )}
    </section>
  );
}

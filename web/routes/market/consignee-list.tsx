import type { Route } from './+types/consignee-list';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { langOf } from '../../../contracts/core/languages';
import type { ConsigneeRow } from '../../../contracts/market/models';
import { Data } from '../../features/market/Bilingual';
import { ListFilters } from '../../features/market/ListFilters';
import { marketMessages } from '../../features/market/messages';
import { listMeta } from '../../features/market/meta';
import { listOrMessage } from '../../lib/loaders';
import { ListTable } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { downloadsOf, listParams } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => listMeta(matches, 'consignee');

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const language = languageOfRequest(request);
  const api = createApi(context.api);
  const [consignees, ports] = await Promise.all([
    listOrMessage(
      () =>
        api.call(marketCalls.consignees, {
          body: {
            page: params.page,
            limit: MARKET_PAGE_SIZE.lists,
            customCode: params.customCode,
            queryWord: params.keywords || undefined,
          },
        }),
      { language, searchOf: translator(language, marketMessages)('consignee.searchOf') },
    ),
    api.call(marketCalls.customsPorts),
  ]);
  // customName is the district's Chinese name, customNameAlias its English one.
  const portName = (p: { customName: string; customNameAlias: string }) => (language === 'zh' ? p.customName : p.customNameAlias);
  return { params, consignees, ports: ports.list.map((p) => ({ value: p.customCode, label: portName(p) })) };
}

/** A consignee's names, the reader's language first: companyName is its registered Chinese name, enName the English. */
function ConsigneeNames({ consignee: c }: { consignee: ConsigneeRow }) {
  const [first, second] = useLanguage() === 'zh' ? [c.companyName, c.enName] : [c.enName, c.companyName];
  return (
    <>
      <Data text={first} />
      <Data className="market-sub" text={second} />
    </>
  );
}

export default function Consignees({ loaderData }: Route.ComponentProps) {
  const { params, consignees, ports } = loaderData;
  const t = useT(marketMessages);
  const language = useLanguage();
  const portOf = new Map(ports.map((p) => [p.value, p.label]));
  const columns: Column<ConsigneeRow>[] = [
    { header: t('consignee.consignee'), className: 'ui-table__wide', cell: (c) => <ConsigneeNames consignee={c} /> },
    { header: t('consignee.credentialId'), className: 'ui-nowrap', cell: (c) => <Data text={c.credentialId} /> },
    { header: t('consignee.port'), cell: (c) => <Data text={`${portOf.get(c.customCode) ?? c.customNameAlias} (${c.customCode})`} /> },
    { header: t('consignee.recordNo'), className: 'ui-nowrap', cell: (c) => <Data text={c.recordNum} /> },
  ];
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        {t('consignee.title')}
      </h1>
      <ListFilters
        params={params}
        ports={ports}
        keywordLabel={t('consignee.keyword')}
        downloads={downloadsOf('consigneeList', params, langOf(language))}
      />
      <ListTable page={consignees} columns={columns} rowKey={(c) => c.id} params={params} />
    </section>
  );
}

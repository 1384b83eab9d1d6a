import { App, Button, Input, Select, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { ACCESS_TYPES, PAGE_SIZE, specMessages, type AccessType } from '../../../contracts/core/codes';
import type { Page } from '../../../contracts/core/envelope';
import type { Subscription } from '../../../contracts/subscriptions/models';
import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import { marketMessages } from '../../../contracts/market/codes';
import { companyPagePath, plantPagePath } from '../../../contracts/market/pages';
import { browserApi, useErrorText } from '../../lib/api';
import { useMessages, useT } from '../../lib/i18n';
import { useAccessTypeName } from '../../ui/posts/access-type';
import { accountsMessages } from './messages';
import { useKitIcons } from '../../ui/kit/icons';

/** The tabs, each with its text in the catalogue. */
const SUBSCRIPTION_TABS = [
  { key: 'FACTORY', label: 'plant' },
  { key: 'COMPANY', label: 'company' },
] as const;
type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number]['key'];

/** The filters live in the address (?type=&accessType=&queryWord=&page=), so the list is server-rendered and linkable. */
export function subscriptionQuery(search: URLSearchParams) {
  const type: SubscriptionTab = search.get('type') === 'COMPANY' ? 'COMPANY' : 'FACTORY';
  const accessTypeParam = search.get('accessType');
  const accessType = (ACCESS_TYPES as readonly string[]).includes(accessTypeParam ?? '') ? (accessTypeParam as AccessType) : undefined;
  const queryWord = search.get('queryWord')?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return { type, accessType, queryWord, page };
}

function detailPath(row: Subscription): string {
  const common = { accessType: row.accessType, countryCode: row.countryCode };
  if (row.subscribeType === 'FACTORY') return plantPagePath({ ...common, plantNo: row.subObject });
  return companyPagePath({ ...common, plantName: row.subObjectName, companyCode: row.subObject });
}

/** My Subscriptions (§2): plants and companies, by access type and search word, 10 a page, with unsubscribe. */
export function SubscriptionsTable({ page, nickName }: { page: Page<Subscription> | null; nickName: string }) {
  // The App context's modal and message carry the portal's theme (the static ones would not).
  const { message, modal } = App.useApp();
  const t = useT(accountsMessages);
  const kit = useKitIcons();
  const errorText = useErrorText();
  const msg = useMessages(specMessages).msg;
  const marketMsg = useMessages(marketMessages);
  const accessTypeName = useAccessTypeName();
  const [search, setSearch] = useSearchParams();
  const { revalidate } = useRevalidator();
  const query = subscriptionQuery(search);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };

  const unsubscribe = (row: Subscription) => {
    modal.confirm({
      title: marketMsg.unsubscribeConfirm,
      okText: t('dialog.ok'),
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        try {
          const { msg } = await browserApi().answer(subscriptionCalls.unsubscribe, { body: { id: row.id, nickName, subStatus: 2 } });
          // §4: the page shows the server's own message.
          message.success(msg);
          await revalidate();
        } catch (err) {
          message.warning(errorText(err));
        }
      },
    });
  };

  const columns: ColumnsType<Subscription> = [
    {
      title: query.type === 'FACTORY' ? t('subscriptions.plant') : t('subscriptions.company'),
      key: 'name',
      render: (_value, row) => (
        <span className="subscription-name">
          {row.companyLogo ? <img src={row.companyLogo} alt="" width={32} height={32} /> : <span className="subscription-name__logo" />}
          <Link to={detailPath(row)} translate="no">
            {row.subObjectName || row.subObject}
          </Link>
        </span>
      ),
    },
    // A phone shows the name and the action; the other columns from 576 px up. CSS hides them (accounts.css), not
    // the kit's `responsive`: that knows the width only in the browser, so the server rendered two columns, the
    // browser five, and the hydrated 'No Data' cell kept the server's two-column width.
    {
      title: query.type === 'FACTORY' ? t('subscriptions.regNo') : t('subscriptions.code'),
      dataIndex: 'subObject',
      key: 'subObject',
      className: 'subscriptions__from-md',
      render: (value: string) => <span translate="no">{value}</span>,
    },
    {
      title: t('subscriptions.country'),
      dataIndex: 'countryName',
      key: 'countryName',
      className: 'subscriptions__from-sm',
      // The list names countries in English only.
      render: (value: string) => <span lang="en">{value}</span>,
    },
    {
      title: t('subscriptions.productType'),
      dataIndex: 'accessType',
      key: 'accessType',
      className: 'subscriptions__from-sm',
      render: (value: string) => accessTypeName(value),
    },
    {
      title: t('subscriptions.action'),
      key: 'action',
      render: (_value, row) => (
        <Button size="small" onClick={() => unsubscribe(row)}>
          {t('subscriptions.unsubscribe')}
        </Button>
      ),
    },
  ];

  return (
    <div className="subscriptions">
      <Tabs
        activeKey={query.type}
        onChange={(key) => update({ type: key })}
        items={SUBSCRIPTION_TABS.map((tab) => ({ key: tab.key, label: t(`subscriptions.${tab.label}`) }))}
      />
      <div className="subscriptions__filters">
        <Select
          aria-label={t('subscriptions.productType')}
          value={query.accessType ?? ''}
          onChange={(value: string) => update({ accessType: value || undefined })}
          options={[
            { value: '', label: t('subscriptions.allProductTypes') },
            ...ACCESS_TYPES.map((code) => ({ value: code, label: accessTypeName(code) })),
          ]}
          className="subscriptions__type"
        />
        <Input.Search
          key={query.queryWord ?? ''}
          defaultValue={query.queryWord}
          placeholder={t('subscriptions.searchPlaceholder')}
          allowClear={kit.inputClear}
          enterButton={t('subscriptions.search')}
          onSearch={(value) => update({ queryWord: value.trim() || undefined })}
          className="subscriptions__search"
        />
      </div>
      <Table<Subscription>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page?.list ?? []}
        locale={{ emptyText: msg.noData }}
        pagination={{
          ...kit.pagination,
          current: query.page,
          pageSize: PAGE_SIZE.default,
          total: page?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => update({ page: String(next) }),
        }}
      />
    </div>
  );
}

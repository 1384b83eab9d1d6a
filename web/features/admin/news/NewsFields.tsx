import { Form, Input, Radio, Select } from 'antd';
import { ACCESS_TYPES } from '../../../../contracts/core/codes';
import { NEWS_LIMITS as L } from '../../../../contracts/news/codes';
import { useT } from '../../../lib/i18n';
import { useAccessTypeName } from '../content/access-type';
import { adminContentMessages } from '../content/messages';
import { useRules } from '../use-save';
import type { AdminNewsKind } from './news-kinds';
import { NoticeChangesField } from './NoticeChangesField';

export interface CountryOption {
  value: string;
  label: string;
}

const filterByLabel = (input: string, option?: CountryOption) =>
  `${option?.label ?? ''} ${option?.value ?? ''}`.toLowerCase().includes(input.trim().toLowerCase());

/** A kind's own fields below the two languages' titles and bodies: the news items', or a GACC update's. */
export function NewsFields({
  kind,
  countries,
  appliedAt = null,
}: {
  kind: AdminNewsKind;
  countries: CountryOption[];
  /** A GACC update's: when its stated changes were applied (they are fixed from then on). */
  appliedAt?: string | null;
}) {
  const t = useT(adminContentMessages);
  const rules = useRules();
  const accessTypeName = useAccessTypeName();
  const required = { required: true, message: t('news.required') };
  const accessType = (
    <Form.Item label={t('news.accessType')} name="accessType" rules={[required]}>
      <Radio.Group options={ACCESS_TYPES.map((value) => ({ value, label: `${accessTypeName(value)} (${value})` }))} />
    </Form.Item>
  );
  if (kind === 'customs-updates') {
    return (
      <>
        <Form.Item
          label={t('news.infoCode')}
          name="infoCode"
          rules={[required, { pattern: /^[A-Za-z0-9_-]{1,40}$/, message: t('news.infoCodeRule') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label={t('news.countries')}
          name="countryCodes"
          rules={[{ required: true, type: 'array', min: 1, message: t('news.pickOne') }]}
        >
          <Select mode="multiple" options={countries} showSearch={{ filterOption: filterByLabel }} />
        </Form.Item>
        {accessType}
        <Form.Item label={t('news.announced')} name="enInfoTime" rules={[required]}>
          <Input type="date" />
        </Form.Item>
        <NoticeChangesField countries={countries} appliedAt={appliedAt} />
      </>
    );
  }
  return (
    <>
      <Form.Item label={t('news.country')} name="countryCode" rules={[required]}>
        <Select options={countries} showSearch={{ filterOption: filterByLabel }} placeholder={t('news.pickCountry')} />
      </Form.Item>
      {accessType}
      {kind === 'factory-news' && (
        <>
          <Form.Item label={t('news.companyTags')} name="companyTags" extra={t('news.companyTagsHint')}>
            <Select mode="tags" open={false} suffixIcon={null} />
          </Form.Item>
          <Form.Item label={t('news.plantNos')} name="plantNos" extra={t('news.plantNosHint')}>
            <Select mode="tags" open={false} suffixIcon={null} />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('news.keywords')} name="contentKeyword" rules={[rules.max(L.keywordMax)]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('news.sourceDate')} name="sourceDate" rules={[required]} extra={t('news.sourceDateHint')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item label={t('news.contentDate')} name="contentDate" extra={t('news.contentDateHint')}>
        <Input type="date" />
      </Form.Item>
    </>
  );
}

import { Form, Input, Radio, Select } from 'antd';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES } from '../../../../contracts/core/codes';
import { NEWS_LIMITS as L } from '../../../../contracts/news/codes';
import { rules } from '../use-save';
import type { AdminNewsKind } from './news-kinds';

export interface CountryOption {
  value: string;
  label: string;
}

const ACCESS_OPTIONS = ACCESS_TYPES.map((value) => ({ value, label: `${ACCESS_TYPE_LABEL[value]} (${value})` }));
const required = { required: true, message: 'Cannot be empty' };
const filterByLabel = (input: string, option?: CountryOption) =>
  `${option?.label ?? ''} ${option?.value ?? ''}`.toLowerCase().includes(input.trim().toLowerCase());

/** A kind's own fields between the title and the body: the news items', or a GACC update's. */
export function NewsFields({ kind, countries }: { kind: AdminNewsKind; countries: CountryOption[] }) {
  const chineseTitle = (
    <Form.Item label="Chinese original title" name="contentTitle" rules={[rules.max(L.titleMax)]} extra="Empty when there is none">
      <Input lang="zh" />
    </Form.Item>
  );
  const accessType = (
    <Form.Item label="Access type" name="accessType" rules={[required]}>
      <Radio.Group options={ACCESS_OPTIONS} />
    </Form.Item>
  );
  if (kind === 'customs-updates') {
    return (
      <>
        {chineseTitle}
        <Form.Item
          label="GACC info code"
          name="infoCode"
          rules={[required, { pattern: /^[A-Za-z0-9_-]{1,40}$/, message: 'Letters, digits, - or _ (up to 40)' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Countries" name="countryCodes" rules={[{ required: true, type: 'array', min: 1, message: 'Pick at least one' }]}>
          <Select mode="multiple" options={countries} showSearch={{ filterOption: filterByLabel }} />
        </Form.Item>
        {accessType}
        <Form.Item label="Announcement date" name="enInfoTime" rules={[required]}>
          <Input type="date" />
        </Form.Item>
      </>
    );
  }
  return (
    <>
      {chineseTitle}
      <Form.Item label="Country" name="countryCode" rules={[required]}>
        <Select options={countries} showSearch={{ filterOption: filterByLabel }} placeholder="Pick a country" />
      </Form.Item>
      {accessType}
      {kind === 'factory-news' && (
        <>
          <Form.Item label="Company tags" name="companyTags" extra="Company codes the item is about (type a code, then Enter)">
            <Select mode="tags" open={false} suffixIcon={null} />
          </Form.Item>
          <Form.Item label="Plant numbers" name="plantNos" extra="Registration numbers of the plants (type one, then Enter)">
            <Select mode="tags" open={false} suffixIcon={null} />
          </Form.Item>
        </>
      )}
      <Form.Item label="Keywords" name="contentKeyword" rules={[rules.max(L.keywordMax)]}>
        <Input />
      </Form.Item>
      <Form.Item label="Source date" name="sourceDate" rules={[required]} extra="When the source published it">
        <Input type="date" />
      </Form.Item>
      <Form.Item label="Content date" name="contentDate" extra="The day the content is about; the source date when empty">
        <Input type="date" />
      </Form.Item>
    </>
  );
}

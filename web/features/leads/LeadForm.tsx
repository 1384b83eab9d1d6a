import { Button, Form, Input, Radio, Select } from 'antd';
import { leadCalls } from '../../../contracts/leads/calls';
import { LEAD_TYPE, OFFER_LIMITS, OFFER_PRICE_UNITS, OFFER_QUANTITY_UNITS, type LeadType } from '../../../contracts/leads/codes';
import { CURRENCIES, INCOTERMS } from '../../../contracts/costs/codes';
import { isoDate } from '../../../contracts/core/dates';
import { POSTING_LIMITS as L, postingMessages } from '../../../contracts/posting/codes';
import { boardPath, ownLeadsPath } from '../../../contracts/leads/pages';
import type { Lead, leadAddBody } from '../../../contracts/leads/models';
import type { z } from 'zod';
import { ACCESS_TYPE, ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import type { Option } from '../../ui/FilterBar';
import { browserApi } from '../../lib/api';
import { useMessages, useT } from '../../lib/i18n';
import { track } from '../../lib/tracking';
import { useRelease } from '../../ui/posts/use-release';
import { Uploader } from '../../ui/uploads/Uploader';
import { useAccessTypeName } from '../../ui/posts/access-type';
import { leadsMessages } from './messages';
import { useKitIcons } from '../../ui/kit/icons';

interface Values {
  type: LeadType;
  accessType: AccessType;
  goodsType?: string;
  content: string;
  images: string[];
  plantCountryCode?: string;
  plantNo?: string;
  originCountry?: string;
  quantity?: string;
  quantityUnit?: string;
  packing?: string;
  incoterm?: string;
  port?: string;
  price?: string;
  currency?: string;
  priceUnit?: string;
  validUntil?: string;
}

const OFFER_KEYS = [
  'originCountry',
  'quantity',
  'quantityUnit',
  'packing',
  'incoterm',
  'port',
  'price',
  'currency',
  'priceUnit',
  'validUntil',
] as const;

/** The offer's fields as the call takes them: each filled one trimmed, each blank one null (the form is sent whole). */
const offerBody = (values: Values) =>
  // The server checks each value against its list (units, Incoterms, currencies); the form only offers those.
  Object.fromEntries(OFFER_KEYS.map((key) => [key, values[key]?.trim() || null])) as Pick<
    z.input<typeof leadAddBody>,
    (typeof OFFER_KEYS)[number]
  >;

/**
 * The lead form (§2 'Post Leads', §5): the product list follows the product type (goods_type for meat,
 * products_approval otherwise) and is cleared when it changes; the button stays disabled from a valid submit until
 * the answer, and comes back on failure.
 */
export function LeadForm({
  type,
  goods,
  countries,
  editing,
}: {
  type: LeadType;
  goods: Record<AccessType, Option[]>;
  countries: Option[];
  /** The author's own post being edited (decision 0050): the form starts from it and sends an update. */
  editing?: Lead;
}) {
  const t = useT(leadsMessages);
  const kit = useKitIcons();
  const m = useMessages(postingMessages);
  const accessTypeName = useAccessTypeName();
  const [form] = Form.useForm<Values>();
  const { sending, release } = useRelease(form);
  const accessType = Form.useWatch('accessType', form) ?? ACCESS_TYPE.MEAT;
  const chosenType = Form.useWatch('type', form) ?? type;

  const submit = (values: Values) => {
    const body = {
      type: values.type,
      accessType: values.accessType,
      goodsType: values.goodsType ?? '',
      content: values.content,
      images: values.images ?? [],
      client: 'PC' as const,
      ...offerBody(values),
      ...(values.type === LEAD_TYPE.SUPPLY && values.plantNo?.trim()
        ? { plantNo: values.plantNo.trim(), plantCountryCode: values.plantCountryCode }
        : {}),
    };
    if (editing) {
      return release(
        () => browserApi().call(leadCalls.update, { body: { ...body, id: editing.id } }),
        ownLeadsPath(values.type),
        (answer) =>
          answer.editPending ? m.editPending : answer.checkStatus === 1 && editing.checkStatus !== 1 ? m.editResubmitted : m.editSaved,
      );
    }
    track('CLICK', 'release', 'community');
    return release(() => browserApi().call(leadCalls.add, { body }), boardPath(values.type));
  };

  return (
    <Form<Values>
      form={form}
      name="lead"
      layout="vertical"
      className="community-form"
      initialValues={
        editing
          ? {
              type: editing.type as LeadType,
              accessType: editing.accessType as AccessType,
              goodsType: editing.goodsType,
              content: editing.enContent,
              images: editing.images,
              plantCountryCode: editing.plant?.countryCode,
              plantNo: editing.plant?.plantNo,
              ...Object.fromEntries(OFFER_KEYS.map((key) => [key, editing[key] ?? undefined])),
            }
          : { type, accessType: ACCESS_TYPE.MEAT, images: [] }
      }
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="type" label={t('form.type')} rules={[{ required: true, message: m.empty }]}>
        <Radio.Group
          options={[LEAD_TYPE.SUPPLY, LEAD_TYPE.DEMAND].map((value) => ({ value, label: t(`type.${value}`) }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item name="accessType" label={t('form.productType')} rules={[{ required: true, message: m.selectAccessType }]}>
        <Select
          options={ACCESS_TYPES.map((value) => ({ value, label: accessTypeName(value) }))}
          onChange={() => form.setFieldValue('goodsType', undefined)}
        />
      </Form.Item>
      <Form.Item name="goodsType" label={t('form.product')} rules={[{ required: true, message: m.selectGoodsType }]}>
        <Select options={goods[accessType as AccessType]} placeholder={t('form.productPlaceholder')} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('form.content')}
        rules={[
          { required: true, whitespace: true, message: m.empty },
          { max: L.leadContentMax, message: m.leadContentMax },
        ]}
      >
        <Input.TextArea rows={L.leadContentRows} maxLength={L.leadContentMax} showCount placeholder={t('form.contentPlaceholder')} />
      </Form.Item>
      <Form.Item name="images" label={t('form.photos', { max: L.imagesMax })}>
        <Uploader purpose="lead-image" kind="image" maxCount={L.imagesMax} />
      </Form.Item>
      <fieldset className="community-form__offer">
        <legend>{t('form.offer')}</legend>
        <p className="community-form__hint">{t('form.offerHint')}</p>
        <Form.Item name="originCountry" label={t('form.originCountry')}>
          <Select options={countries} showSearch optionFilterProp="label" allowClear={kit.selectClear} placeholder={t('form.country')} />
        </Form.Item>
        <div className="community-form__row">
          <Form.Item name="quantity" label={t('form.quantity')}>
            <Input inputMode="decimal" maxLength={16} />
          </Form.Item>
          <Form.Item name="quantityUnit" label={t('form.quantityUnit')}>
            <Select
              options={OFFER_QUANTITY_UNITS.map((value) => ({ value, label: t(`form.unit.${value}`) }))}
              allowClear={kit.selectClear}
            />
          </Form.Item>
          <Form.Item name="packing" label={t('form.packing')}>
            <Input maxLength={OFFER_LIMITS.packingMax} placeholder={t('form.packingPlaceholder')} />
          </Form.Item>
        </div>
        <div className="community-form__row">
          <Form.Item name="incoterm" label={t('form.incoterm')}>
            <Select options={INCOTERMS.map((value) => ({ value, label: value }))} allowClear={kit.selectClear} />
          </Form.Item>
          <Form.Item name="port" label={t('form.port')}>
            <Input maxLength={OFFER_LIMITS.portMax} placeholder={t('form.portPlaceholder')} />
          </Form.Item>
        </div>
        <div className="community-form__row">
          <Form.Item name="price" label={t('form.price')}>
            <Input inputMode="decimal" maxLength={16} />
          </Form.Item>
          <Form.Item name="currency" label={t('form.currency')}>
            <Select options={CURRENCIES.map((value) => ({ value, label: value }))} showSearch allowClear={kit.selectClear} />
          </Form.Item>
          <Form.Item name="priceUnit" label={t('form.priceUnit')}>
            <Select options={OFFER_PRICE_UNITS.map((value) => ({ value, label: t(`form.per.${value}`) }))} allowClear={kit.selectClear} />
          </Form.Item>
        </div>
        <Form.Item name="validUntil" label={t('form.validUntil')}>
          <Input type="date" min={isoDate(new Date())} />
        </Form.Item>
      </fieldset>
      {chosenType === LEAD_TYPE.SUPPLY && (
        <fieldset className="community-form__plant">
          <legend>{t('form.plant')}</legend>
          <p className="community-form__hint">{t('form.plantHint')}</p>
          <Form.Item name="plantCountryCode" label={t('form.plantCountry')}>
            <Select options={countries} showSearch optionFilterProp="label" allowClear={kit.selectClear} placeholder={t('form.country')} />
          </Form.Item>
          <Form.Item name="plantNo" label={t('form.plantNo')}>
            <Input maxLength={L.plantNoMax} />
          </Form.Item>
        </fieldset>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" disabled={sending} loading={sending}>
          {t('form.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

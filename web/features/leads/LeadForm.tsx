import { Button, Form, Input, Radio, Select } from 'antd';
import { leadCalls } from '../../../contracts/leads/calls';
import { LEAD_TYPE, LEAD_TYPE_LABEL, type LeadType } from '../../../contracts/leads/codes';
import { POSTING_LIMITS as L, POSTING_MSG as M } from '../../../contracts/posting/codes';
import { boardPath } from '../../../contracts/leads/pages';
import { ACCESS_TYPE, ACCESS_TYPE_LABEL, ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import type { Option } from '../../ui/FilterBar';
import { browserApi } from '../../lib/api';
import { track } from '../../lib/tracking';
import { useRelease } from '../../ui/posts/use-release';
import { Uploader } from '../../ui/uploads/Uploader';

interface Values {
  type: LeadType;
  accessType: AccessType;
  goodsType?: string;
  content: string;
  images: string[];
  plantCountryCode?: string;
  plantNo?: string;
}

/**
 * The lead form (§2 'Post Leads', §5): the product list follows the product type (goods_type for meat,
 * products_approval otherwise) and is cleared when it changes; the button stays disabled from a valid submit until
 * the answer, and comes back on failure.
 */
export function LeadForm({ type, goods, countries }: { type: LeadType; goods: Record<AccessType, Option[]>; countries: Option[] }) {
  const [form] = Form.useForm<Values>();
  const { sending, release } = useRelease(form);
  const accessType = Form.useWatch('accessType', form) ?? ACCESS_TYPE.MEAT;
  const chosenType = Form.useWatch('type', form) ?? type;

  const submit = (values: Values) => {
    track('CLICK', 'release', 'community');
    return release(
      () =>
        browserApi().call(leadCalls.add, {
          body: {
            type: values.type,
            accessType: values.accessType,
            goodsType: values.goodsType ?? '',
            content: values.content,
            images: values.images ?? [],
            client: 'PC',
            ...(values.type === LEAD_TYPE.SUPPLY && values.plantNo?.trim()
              ? { plantNo: values.plantNo.trim(), plantCountryCode: values.plantCountryCode }
              : {}),
          },
        }),
      boardPath(values.type),
    );
  };

  return (
    <Form<Values>
      form={form}
      name="lead"
      layout="vertical"
      className="community-form"
      initialValues={{ type, accessType: ACCESS_TYPE.MEAT, images: [] }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="type" label="Type" rules={[{ required: true, message: M.empty }]}>
        <Radio.Group
          options={[LEAD_TYPE.SUPPLY, LEAD_TYPE.DEMAND].map((value) => ({ value, label: LEAD_TYPE_LABEL[value] }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item name="accessType" label="Product type" rules={[{ required: true, message: M.selectAccessType }]}>
        <Select
          options={ACCESS_TYPES.map((value) => ({ value, label: ACCESS_TYPE_LABEL[value] }))}
          onChange={() => form.setFieldValue('goodsType', undefined)}
        />
      </Form.Item>
      <Form.Item name="goodsType" label="Product" rules={[{ required: true, message: M.selectGoodsType }]}>
        <Select options={goods[accessType as AccessType]} placeholder="Select the product" showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="content"
        label="Content"
        rules={[
          { required: true, whitespace: true, message: M.empty },
          { max: L.leadContentMax, message: M.leadContentMax },
        ]}
      >
        <Input.TextArea
          rows={L.leadContentRows}
          maxLength={L.leadContentMax}
          showCount
          placeholder="Product, specification, quantity, price basis (FOB/CIF port), shipment period, certificates, payment terms"
        />
      </Form.Item>
      <Form.Item name="images" label={`Photos (up to ${L.imagesMax})`}>
        <Uploader purpose="lead-image" kind="image" maxCount={L.imagesMax} />
      </Form.Item>
      {chosenType === LEAD_TYPE.SUPPLY && (
        <fieldset className="community-form__plant">
          <legend>Your plant (optional)</legend>
          <p className="community-form__hint">
            Name the plant you export from: once our team has confirmed you speak for it, the post shows its live GACC status.
          </p>
          <Form.Item name="plantCountryCode" label="Country of the plant">
            <Select options={countries} showSearch optionFilterProp="label" allowClear placeholder="Country" />
          </Form.Item>
          <Form.Item name="plantNo" label="Plant Reg.No.">
            <Input maxLength={L.plantNoMax} />
          </Form.Item>
        </fieldset>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" disabled={sending} loading={sending}>
          Submit
        </Button>
      </Form.Item>
    </Form>
  );
}

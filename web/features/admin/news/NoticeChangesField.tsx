import { Button, Form, Input, Select, Space } from 'antd';
import { ACCESS_TYPES } from '../../../../contracts/core/codes';
import { BAN_NOTICE_ACTIONS, NOTICE_CHANGES_MAX, PLANT_NOTICE_ACTIONS } from '../../../../contracts/news/notices';
import { useT } from '../../../lib/i18n';
import { useAccessTypeName } from '../content/access-type';
import { adminContentMessages } from '../content/messages';
import type { CountryOption } from './NewsFields';

const filterByLabel = (input: string, option?: CountryOption) =>
  `${option?.label ?? ''} ${option?.value ?? ''}`.toLowerCase().includes(input.trim().toLowerCase());

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The structured part of a GACC update (docs/news.md 'Notices as events'): one fieldset per change, a plant's
 * (chosen by country and Reg.No.) or a disease ban's. Fixed once the update has been applied (`appliedAt`).
 */
export function NoticeChangesField({ countries, appliedAt }: { countries: CountryOption[]; appliedAt: string | null }) {
  const t = useT(adminContentMessages);
  const accessTypeName = useAccessTypeName();
  const required = { required: true, message: t('news.required') };
  const disabled = appliedAt !== null;
  const country = (name: number) => (
    <Form.Item label={t('news.country')} name={[name, 'countryCode']} rules={[required]}>
      <Select options={countries} showSearch={{ filterOption: filterByLabel }} placeholder={t('news.pickCountry')} />
    </Form.Item>
  );
  const date = (name: number) => (
    <Form.Item label={t('notice.date')} name={[name, 'date']} rules={[required]}>
      <Input type="date" />
    </Form.Item>
  );
  return (
    <section className="admin-notice-changes" aria-labelledby="admin-notice-changes-title">
      <h2 id="admin-notice-changes-title" className="admin-subtitle">
        {t('notice.title')}
      </h2>
      <p className="admin-muted">{disabled ? t('notice.appliedOn', { date: appliedAt.slice(0, 10) }) : t('notice.hint')}</p>
      <Form.List name="changes">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }, i) => (
              <Form.Item key={key} noStyle shouldUpdate>
                {(form) => {
                  const kind = form.getFieldValue(['changes', name, 'kind']) as 'plant' | 'ban';
                  const actions = kind === 'plant' ? PLANT_NOTICE_ACTIONS : BAN_NOTICE_ACTIONS;
                  const actionKey = kind === 'plant' ? 'plantActions' : 'banActions';
                  return (
                    <fieldset className="admin-notice-change" disabled={disabled}>
                      <legend>{t(kind === 'plant' ? 'notice.plantLegend' : 'notice.banLegend', { n: i + 1 })}</legend>
                      <Form.Item name={[name, 'kind']} hidden>
                        <Input />
                      </Form.Item>
                      <Form.Item label={t('notice.action')} name={[name, 'action']} rules={[required]}>
                        <Select options={actions.map((a) => ({ value: a, label: t(`notice.${actionKey}.${a}` as 'notice.title') }))} />
                      </Form.Item>
                      {country(name)}
                      {kind === 'plant' ? (
                        <>
                          <Form.Item label={t('news.accessType')} name={[name, 'accessType']} rules={[required]}>
                            <Select options={ACCESS_TYPES.map((value) => ({ value, label: `${accessTypeName(value)} (${value})` }))} />
                          </Form.Item>
                          <Form.Item label={t('notice.regNo')} name={[name, 'plantNo']} rules={[required]}>
                            <Input translate="no" />
                          </Form.Item>
                          <Form.Item label={t('notice.products')} name={[name, 'goodsTypes']} extra={t('notice.productsHint')}>
                            <Select mode="tags" open={false} suffixIcon={null} />
                          </Form.Item>
                          <Form.Item label={t('notice.plantName')} name={[name, 'plantName']} extra={t('notice.plantNameHint')}>
                            <Input translate="no" />
                          </Form.Item>
                          {date(name)}
                          <Form.Item label={t('notice.expiry')} name={[name, 'expiryDate']} extra={t('notice.expiryHint')}>
                            <Input type="date" />
                          </Form.Item>
                        </>
                      ) : (
                        <>
                          <Form.Item label={t('notice.area')} name={[name, 'areaName']} extra={t('notice.areaHint')}>
                            <Input />
                          </Form.Item>
                          <Form.Item
                            label={t('notice.disease')}
                            name={[name, 'disease']}
                            rules={[required]}
                            extra={t('notice.diseaseHint')}
                          >
                            <Input />
                          </Form.Item>
                          {date(name)}
                        </>
                      )}
                      <Button danger onClick={() => remove(name)} disabled={disabled}>
                        {t('notice.remove', { n: i + 1 })}
                      </Button>
                    </fieldset>
                  );
                }}
              </Form.Item>
            ))}
            {!disabled && fields.length < NOTICE_CHANGES_MAX && (
              <Space wrap>
                <Button
                  onClick={() =>
                    add({ kind: 'plant', action: 'suspended', accessType: '201', goodsTypes: [], plantName: '', date: today() })
                  }
                >
                  {t('notice.addPlant')}
                </Button>
                <Button onClick={() => add({ kind: 'ban', action: 'imposed', areaName: '', date: today() })}>{t('notice.addBan')}</Button>
              </Space>
            )}
          </>
        )}
      </Form.List>
    </section>
  );
}

import { App, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { marketAdminCalls } from '../../../../contracts/market/admin';
import { browserApi, useErrorText } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { adminDataMessages } from './messages';

/** The status changes the server allows from each status (server/modules/market/history.ts ADMIN_STATUS_CHANGES). */
const NEXT: Record<number, (0 | 1 | 3)[]> = { 1: [0, 3], 0: [1, 3], 3: [1], 2: [] };

/** A plant status's name in the page's language (0 Suspended, 1 Active, 2 Pending, 3 Inactive). */
export function usePlantStatusName() {
  const t = useT(adminDataMessages);
  return (status: number) => ([0, 1, 2, 3].includes(status) ? t(`plants.status.${status as 0 | 1 | 2 | 3}`) : String(status));
}

/** Sets a plant's status with a reason and a date; the change lands in its approval history and the audit log. */
export function PlantStatusForm({ plant }: { plant: { accessType: string; countryCode: string; plantNo: string; status: number } }) {
  const { message } = App.useApp();
  const t = useT(adminDataMessages);
  const statusName = usePlantStatusName();
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  const choices = NEXT[plant.status] ?? [];
  const [status, setStatus] = useState<0 | 1 | 3 | undefined>(choices[0]);
  const [reason, setReason] = useState('');
  const [asOf, setAsOf] = useState(new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  if (choices.length === 0) return <p>{t('plants.pendingFollows')}</p>;
  const save = async () => {
    if (status === undefined) return;
    setBusy(true);
    try {
      const { accessType, countryCode, plantNo } = plant;
      await browserApi().call(marketAdminCalls.setPlantStatus, {
        body: { accessType: accessType as '201' | '202', countryCode, plantNo, status, reason, asOf },
      });
      message.success(t('plants.statusSet', { status: statusName(status) }));
      setReason('');
      await revalidator.revalidate();
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap align="end" className="admin-card">
      <label>
        {t('plants.newStatus')}{' '}
        <Select
          aria-label={t('plants.newStatus')}
          value={status}
          onChange={setStatus}
          style={{ minWidth: 140 }}
          options={choices.map((s) => ({ value: s, label: statusName(s) }))}
        />
      </label>
      <label>
        {t('plants.reason')}{' '}
        <Input
          aria-label={t('plants.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={300}
          style={{ width: 320 }}
        />
      </label>
      <label>
        {t('plants.asOf')}{' '}
        <Input aria-label={t('plants.asOf')} type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} style={{ width: 160 }} />
      </label>
      <Button type="primary" onClick={() => void save()} loading={busy} disabled={reason.trim().length < 5}>
        {t('plants.setStatus')}
      </Button>
    </Space>
  );
}

import { App, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { MSG } from '../../../contracts/core/codes';
import { marketAdminCalls } from '../../../contracts/market/admin';
import { PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import { browserApi } from '../../lib/api';

/** The status changes the server allows from each status (server/modules/market/history.ts ADMIN_STATUS_CHANGES). */
const NEXT: Record<number, number[]> = { 1: [0, 3], 0: [1, 3], 3: [1], 2: [] };

/** Sets a plant's status with a reason and a date; the change lands in its approval history and the audit log. */
export function PlantStatusForm({ plant }: { plant: { accessType: string; countryCode: string; plantNo: string; status: number } }) {
  const { message } = App.useApp();
  const revalidator = useRevalidator();
  const choices = NEXT[plant.status] ?? [];
  const [status, setStatus] = useState<number | undefined>(choices[0]);
  const [reason, setReason] = useState('');
  const [asOf, setAsOf] = useState(new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  if (choices.length === 0) return <p>A pending plant's status follows from the establishment list.</p>;
  const save = async () => {
    setBusy(true);
    try {
      const { accessType, countryCode, plantNo } = plant;
      await browserApi().call(marketAdminCalls.setPlantStatus, {
        body: { accessType: accessType as '201' | '202', countryCode, plantNo, status: status as 0 | 1 | 3, reason, asOf },
      });
      message.success(`Status set to ${PLANT_STATUS_LABEL[status!]}`);
      setReason('');
      await revalidator.revalidate();
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap align="end" className="admin-card">
      <label>
        New status{' '}
        <Select
          aria-label="New status"
          value={status}
          onChange={setStatus}
          style={{ minWidth: 140 }}
          options={choices.map((s) => ({ value: s, label: PLANT_STATUS_LABEL[s] }))}
        />
      </label>
      <label>
        Reason{' '}
        <Input aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} style={{ width: 320 }} />
      </label>
      <label>
        As of <Input aria-label="As of" type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} style={{ width: 160 }} />
      </label>
      <Button type="primary" onClick={() => void save()} loading={busy} disabled={reason.trim().length < 5}>
        Set status
      </Button>
    </Space>
  );
}

import { describe, expect, it } from 'vitest';
import { oneChangePerWrite, type PlantChange, type WatchedPlant } from './changes';
import { fanOut } from './subscribers';

const plant: WatchedPlant = {
  plantId: 7,
  plantNo: 'SIF 700',
  plantName: 'Frigorífico Sete',
  countryCode: 'BR',
  accessType: '201',
  companyCode: 'C-700',
  companyName: 'Sete Alimentos',
  goodsTypes: ['BEEF'],
};
const at = new Date('2026-11-20T10:00:00Z');
const source = { en: 'Source: GACC approval history, 2026-11-20.', zh: '来源：海关总署注册审批记录，2026-11-20。' };
const change = (id: number, kind: string, text: string, when = at): PlantChange => ({
  key: `plant-event:${id}`,
  id,
  plant,
  texts: {
    en: { title: `${plant.plantName} (${plant.plantNo}): ${kind}`, body: `${text} ${source.en}` },
    zh: { title: `${plant.plantName}（${plant.plantNo}）：${kind}`, body: `${text} ${source.zh}` },
  },
  at: when,
  write: `${plant.plantId}@${when.toISOString()}`,
  text,
  source,
});
const sub = (id: number, userId: number, createdAt: Date, type: 'FACTORY' | 'COMPANY' = 'FACTORY') => ({
  id,
  userId,
  subscribeType: type,
  accessType: '201',
  countryCode: 'BR',
  subObject: type === 'FACTORY' ? plant.plantNo : plant.companyCode,
  subObjectName: type === 'FACTORY' ? plant.plantName : plant.companyName,
  subTerminal: 'PC',
  createdAt,
});

describe('watchlist fan-out', () => {
  it('tells what one write did to a plant once, titled by its first event, with every event’s text', () => {
    const merged = oneChangePerWrite([
      change(1, 'Export suspended', 'Imports of Beef from SIF 700 suspended.'),
      change(2, 'Status changed', 'Status of SIF 700 changed from Active to Suspended.'),
      change(3, 'Export resumed', 'Imports of Beef from SIF 700 resumed.', new Date('2026-11-21T08:00:00Z')),
    ]);
    expect(merged.map((c) => [c.key, c.texts.en.title, c.texts.en.body])).toEqual([
      [
        'plant-event:1',
        'Frigorífico Sete (SIF 700): Export suspended',
        'Imports of Beef from SIF 700 suspended. Status of SIF 700 changed from Active to Suspended. Source: GACC approval history, 2026-11-20.',
      ],
      [
        'plant-event:3',
        'Frigorífico Sete (SIF 700): Export resumed',
        'Imports of Beef from SIF 700 resumed. Source: GACC approval history, 2026-11-20.',
      ],
    ]);
    // Each language keeps its own source line after the joined texts.
    expect(merged[0]!.texts.zh.body).toBe(
      'Imports of Beef from SIF 700 suspended. Status of SIF 700 changed from Active to Suspended. 来源：海关总署注册审批记录，2026-11-20。',
    );
  });

  it('does not tell a subscriber of a change recorded before they subscribed, and tells a plant-and-company watcher once', () => {
    const before = new Date(at.getTime() - 60_000);
    const after = new Date(at.getTime() + 60_000);
    const items = fanOut(
      [change(1, 'Export suspended', 'Imports of Beef from SIF 700 suspended.')],
      [sub(1, 100, before), sub(2, 100, before, 'COMPANY'), sub(3, 200, after), sub(4, 300, at)],
    );
    expect(items.map((i) => [i.userId, i.subscriptionId])).toEqual([
      [100, 1],
      [300, 4],
    ]);
    // The reason in each language, through the plant the user watches.
    expect(items[0]!.texts.en.reason).toBe('you subscribe to the plant Frigorífico Sete (SIF 700)');
    expect(items[0]!.texts.zh.reason).toBe('您订阅了工厂 Frigorífico Sete（SIF 700）');
  });
});

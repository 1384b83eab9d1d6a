import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import type { Page } from '../../../contracts/core/envelope';
import { newsCalls } from '../../../contracts/news/calls';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { itemForm, writeCustomsUpdate, writeItem } from './news-test-kit';

/** Issue 24: news and customs updates find what people type (docs/search.md), on either engine. */
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

const api = async <T>(definition: CallDefinition, body: object, params?: Record<string, unknown>) =>
  okData<T>(await call(t, definition, { body, ...(params ? { params } : {}) }));
const marketNews = (keywords: string) => api<Page<{ id: number }>>(newsCalls.marketNews, { keywords }, { page: 1, limit: 50 });
const ids = (page: Page<{ id: number }>) => page.list.map((r) => r.id);

describe('news search', () => {
  it('the news finds accented names without the accents', async () => {
    const item = await writeItem(t, admin, 'market-news', itemForm({ enContentTitle: 'Frigorífico Quokka São Paulo ships its first lot' }));
    expect(ids(await marketNews('frigorifico quokka sao paulo'))).toContain(item);
  });

  it('红虾 and 对虾 find the news and customs updates that contain them', async () => {
    const red = await writeItem(
      t,
      admin,
      'market-news',
      itemForm({ contentTitle: '阿根廷红虾到港量回升', enContentTitle: 'Argentine arrivals recover' }),
    );
    const prawn = await writeItem(
      t,
      admin,
      'market-news',
      itemForm({ contentTitle: '厄瓜多尔对虾价格走稳', enContentTitle: 'Ecuador prices steady' }),
    );
    expect(ids(await marketNews('红虾'))).toContain(red);
    expect(ids(await marketNews('红虾'))).not.toContain(prawn);
    expect(ids(await marketNews('对虾'))).toContain(prawn);
    const beef = await writeItem(
      t,
      admin,
      'market-news',
      itemForm({ contentTitle: '乌拉圭冷冻牛肉报价下调', enContentTitle: 'Uruguay quotes lower' }),
    );
    expect(ids(await marketNews('冷冻牛肉'))).toContain(beef);
    expect(ids(await marketNews('冷冻牛肉'))).not.toContain(prawn);
    const update = await writeCustomsUpdate(t, admin, {
      contentTitle: '关于进口阿根廷红虾检验检疫要求的公告',
      enTitle: 'Inspection requirements for an Argentine product',
      infoCode: `SEARCH-${Date.now()}`,
      contentEng: '<p>Requirements.</p>',
      countryCodes: ['AR'],
      accessType: '202',
      enInfoTime: '2026-11-20',
    });
    const found = await api<Page<{ id: number }>>(newsCalls.customsUpdates, { content: '红虾', accessType: '202' }, { page: 1, limit: 50 });
    expect(ids(found)).toContain(update);
  });

  it('"red shrimp" finds 红虾 items that say so only in Chinese, and 红虾 finds the English-only ones', async () => {
    const zhOnly = await writeItem(
      t,
      admin,
      'market-news',
      itemForm({ contentTitle: '秘鲁红虾首批获准输华', enContentTitle: 'First Peruvian lot approved', content: '<p>首批。</p>' }),
    );
    const enOnly = await writeItem(t, admin, 'market-news', itemForm({ enContentTitle: 'Red shrimp quotes firm in Quokka port' }));
    const byEnglish = ids(await marketNews('red shrimp'));
    expect(byEnglish).toContain(zhOnly);
    expect(byEnglish).toContain(enOnly);
    expect(ids(await marketNews('Red Shrimp'))).toContain(zhOnly);
    const byChinese = ids(await marketNews('红虾'));
    expect(byChinese).toContain(enOnly);
    expect(byChinese).toContain(zhOnly);
  });
});

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Eligibility } from '../../../contracts/market/eligibility';
import type { ApprovalEvent, PlantDetail, PlantRow } from '../../../contracts/market/models';
import { renderKitPage } from '../../test-support/dom';
import type { Route as EligibilityRoute } from '../../routes/market/+types/eligibility';
import type { Route as PlantRoute } from '../../routes/market/+types/plant';
import type { Route as PlantDetailRoute } from '../../routes/market/+types/plant-detail';
import EligibilityPage from '../../routes/market/eligibility';
import Plants from '../../routes/market/plant';
import PlantDetailPage from '../../routes/market/plant-detail';
import { listParams } from './params';

// The market's key pages rendered in Chinese (the /zh basename) and in English, from the data their loaders return.

const plant: PlantDetail = {
  plantNo: 'SIF 118',
  plantName: '南方冷链食品有限公司',
  plantNameEn: 'Frigorífico Sul Ltda',
  plantNameZh: '南方冷链食品有限公司',
  countryName: '巴西',
  countryCode: 'BR',
  accessType: '201',
  address: 'Rua 1, Chapecó, Santa Catarina',
  activities: '屠宰场、冷库',
  productMode: 'Rendering',
  status: 1,
  companyCode: 'C201BR00001',
  companyName: 'Sul Alimentos S.A.',
  companyNameEn: 'Sul Alimentos S.A.',
  companyNameZh: '',
  companyLogo: '',
  goodsTypeList: ['牛肉', '食用杂碎'],
  overseasRegistrationInfo: [
    {
      id: 1,
      goodsType: '牛肉',
      goodsTypeCode: 'BEEF',
      chinaRegisterCode: 'CBR1',
      registerDate: '2025-01-01',
      registerExpireDate: '2029-01-01',
      status: 1,
    },
  ],
  updateDate: '2026-05-01',
  subStatus: 2,
  subId: null,
  likePointStatus: 2,
  likePointId: null,
  pointCount: 3,
  pointCountDisplay: '3',
};
const history: ApprovalEvent[] = [
  {
    id: 7,
    sourceDate: '2025-01-01',
    recordType: 'REGISTERED',
    recordTypeName: '注册获批',
    enContent: 'Registered for export to China: Beef.',
    source: 'import',
    sourceName: 'gacc-2025-01.xlsx',
    sourceLink: null,
  },
];

/** The same plant as an English page's call answers it. */
const englishPlant: PlantDetail = {
  ...plant,
  plantName: plant.plantNameEn,
  countryName: 'Brazil',
  activities: 'Slaughterhouse, Cold store',
  goodsTypeList: ['Beef', 'Offal'],
};

const plantDetail = (language: 'en' | 'zh') => {
  const loaderData = { plant: language === 'zh' ? plant : englishPlant, history };
  return renderKitPage(<PlantDetailPage {...({ loaderData } as unknown as PlantDetailRoute.ComponentProps)} />, {
    path: '/market/plant/detail',
    language,
  });
};

describe('the plant page', () => {
  it('speaks Chinese on /zh: headings, labels, status and the eligibility link, which stays under /zh', async () => {
    plantDetail('zh');
    for (const name of ['工厂信息', '境外注册信息', '状态变化', '审批记录']) await screen.findByRole('heading', { name });
    expect(screen.getAllByText('正常').length).toBeGreaterThan(0);
    expect(screen.getByText('有效')).toBeTruthy();
    expect(screen.getByRole('button', { name: '+订阅' })).toBeTruthy();
    expect(screen.getByText('数据更新于 2026-05-01')).toBeTruthy();
    const check = screen.getByRole('link', { name: '今天能否出口？' });
    expect(check.getAttribute('href')).toBe('/zh/market/eligibility?countryCode=BR&plantNo=SIF+118&accessType=201&goodsType=BEEF');
    expect(screen.getByRole('columnheader', { name: '在华注册编号' })).toBeTruthy();
  });

  it('shows the Chinese name first as data, the English one on demand, and marks what exists in English only', async () => {
    plantDetail('zh');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe(plant.plantNameZh);
    expect(title.querySelector('[translate="no"]')?.getAttribute('lang')).toBeNull();
    const other = screen.getByText('显示英文原文').closest('details')!;
    expect(within(other).getByText(plant.plantNameEn).getAttribute('lang')).toBe('en');
    // The company has no Chinese name: its English one, marked, and no second version to show.
    const company = screen.getByRole('link', { name: plant.companyName });
    expect(company.getAttribute('href')).toMatch(/^\/zh\/market\/company\/detail\?/);
    expect(company.querySelector('[lang="en"][translate="no"]')).not.toBeNull();
    expect(screen.getByText('Rendering').getAttribute('lang')).toBe('en');
    expect(screen.getByText('暂无中文版本')).toBeTruthy();
    expect(screen.getByText('Registered for export to China: Beef.').getAttribute('lang')).toBe('en');
  });

  it('keeps its English on an English page, with the Chinese name on demand', async () => {
    plantDetail('en');
    await screen.findByRole('heading', { name: 'Plant Information' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(plant.plantNameEn);
    expect(screen.getByText('Show the Chinese version').closest('details')!.textContent).toContain(plant.plantNameZh);
    expect(screen.getByRole('link', { name: 'Can it ship today?' }).getAttribute('href')).toMatch(/^\/market\/eligibility\?/);
    expect(screen.getByText('Brazil').getAttribute('lang')).toBeNull();
    expect(screen.queryByText('No Chinese version')).toBeNull();
    expect(screen.getByText('Slaughterhouse, Cold store').getAttribute('lang')).toBeNull();
  });
});

const row: PlantRow = {
  companyLogo: '',
  plantName: '南方冷链食品有限公司',
  plantNo: 'SIF 118',
  productMode: '冷藏',
  status: 0,
  factoryAccessType: '201',
  factoryCountryCode: 'BR',
  countryName: '巴西',
  goodsTypeList: ['牛肉'],
};

describe('the plant list', () => {
  it('labels its filters, columns and statuses in Chinese, and downloads in Chinese', async () => {
    const data = {
      params: listParams(new URL('http://localhost/market/plant?countryCode=BR')),
      rows: { list: [row], total: 1 },
      countries: [{ value: 'BR', label: '巴西' }],
      goodsTypes: [{ value: 'BEEF', label: '牛肉' }],
    };
    renderKitPage(<Plants {...({ loaderData: data } as unknown as PlantRoute.ComponentProps)} />, {
      path: '/market/plant',
      language: 'zh',
    });
    await screen.findByRole('heading', { name: '注册工厂' });
    for (const name of ['工厂', '注册编号', '国家/地区', '生产方式', '状态'])
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    const types = screen.getByRole('navigation', { name: '产品类别' });
    expect(within(types).getByRole('link', { name: '肉类' }).getAttribute('href')).toBe('/zh/market/plant?accessType=201&countryCode=BR');
    expect(within(types).getByRole('link', { name: '水产品' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '全部状态' })).toBeTruthy();
    expect(screen.getAllByText('暂停进口').length).toBe(2);
    expect(screen.getByRole('link', { name: 'SIF 118' }).getAttribute('href')).toMatch(/^\/zh\/market\/plant\/detail\?/);
    const downloads = screen.getByRole('group', { name: '下载此列表' });
    expect(within(downloads).getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/market/export/plant?accessType=201&countryCode=BR&lang=zh_cn',
    );
    expect(within(downloads).getByRole('link', { name: 'Excel' }).getAttribute('href')).toBe(
      '/api/market/export/plant?accessType=201&countryCode=BR&lang=zh_cn&format=xlsx',
    );
  });
});

const answer: Eligibility = {
  answer: 'no',
  asOf: '2026-06-01',
  plant: {
    plantNo: 'SIF 118',
    plantName: '南方冷链食品有限公司',
    countryCode: 'BR',
    countryName: '巴西',
    accessType: '201',
    status: 0,
    address: '',
  },
  goodsType: 'BEEF',
  goodsTypeName: '牛肉',
  product: null,
  reasons: [
    { check: 'plant', outcome: 'fail', text: '工厂状态为暂停进口，不得向中国出口。', source: '本站管理员', date: '2026-04-10', quotes: [] },
    {
      check: 'product',
      outcome: 'pass',
      text: '牛肉共有 3 种产品准许从 BR 进口。',
      source: '准许进口产品（市场准入名单）',
      date: null,
      quotes: [],
    },
  ],
};

describe('the eligibility page', () => {
  it('asks and answers in Chinese: the form, the answer, each check with its source and date', async () => {
    const form = { countryCode: 'BR', plantNo: 'SIF 118', accessType: '201', goodsType: 'BEEF', goodsCode: '' };
    const data = {
      form,
      countries: [{ value: 'BR', label: '巴西' }],
      goodsTypes: [{ value: 'BEEF', label: '牛肉' }],
      result: answer,
      problem: null,
    };
    renderKitPage(<EligibilityPage {...({ loaderData: data } as unknown as EligibilityRoute.ComponentProps)} />, {
      path: '/market/eligibility',
      language: 'zh',
    });
    await screen.findByRole('heading', { name: '该工厂今天能否向中国出口？' });
    const ask = screen.getByRole('form', { name: '准入查询' });
    expect(within(ask).getByRole('button', { name: '查询' })).toBeTruthy();
    expect(within(ask).getByRole('option', { name: '肉类' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '不可以' })).toBeTruthy();
    const reasons = screen.getAllByRole('listitem').filter((li) => li.classList.contains('market-reason'));
    expect(reasons.map((li) => li.textContent)).toEqual([
      '不通过工厂状态工厂状态为暂停进口，不得向中国出口。来源：本站管理员 · 截至 2026-04-10',
      '通过产品准入牛肉共有 3 种产品准许从 BR 进口。来源：准许进口产品（市场准入名单） · 未记录日期',
    ]);
    expect(screen.getByRole('link', { name: /南方冷链食品有限公司/ }).getAttribute('href')).toMatch(/^\/zh\/market\/plant\/detail\?/);
    expect(screen.getByRole('link', { name: '本次查询的链接' }).getAttribute('href')).toMatch(/^\/zh\/market\/eligibility\?/);
  });
});

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAD_TYPE } from '../../../contracts/leads/codes';
import type { Lead } from '../../../contracts/leads/models';
import { renderKitPage, stubFetch } from '../../test-support/dom';
import { LeadCard } from './LeadCard';
import { LeadForm } from './LeadForm';

const lead: Lead = {
  id: 7,
  code: 'L7',
  type: 1,
  checkStatus: 2,
  refuseReason: '',
  accessType: '201',
  goodsType: 'PORK',
  goodsTypeName: 'Pork',
  goodsTypeZhName: '猪肉',
  userId: 3,
  userInfo: { userId: 3, nickName: 'Porto Seller', avatar: '', verified: null },
  enContent: 'Frozen pork bellies rind-on, 2 x 40ft reefers CIF Qingdao',
  transformEnTime: '2024-05-02 08:30',
  images: ['/media/a.png'],
  collected: false,
  collectCount: 4,
  comments: 3,
  editPending: false,
  expiresAt: '2024-08-01T00:00:00.000Z',
  expired: false,
  plant: { plantNo: 'SIF 118', countryCode: 'BR', plantName: 'Frigorífico Sul', status: 1, link: '', confirmed: true },
  originCountry: 'BR',
  quantity: '2',
  quantityUnit: '40ft',
  packing: 'Cartons of 10 kg',
  incoterm: 'CIF',
  port: 'Qingdao',
  price: '2650.5',
  currency: 'USD',
  priceUnit: 't',
  validUntil: '2024-06-30',
};

describe('supply and demand in Chinese', () => {
  it("a post's chrome is Chinese, its product in Chinese, its English text and the author's name marked as data", async () => {
    renderKitPage(<LeadCard lead={lead} />, { path: '/community', language: 'zh' });
    const card = await screen.findByRole('article', { name: 'Porto Seller 发布的供应信息' });
    for (const tag of ['供应', '肉类', '猪肉', '海关总署：有效']) expect(within(card).getByText(tag)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^加入收藏 \d+$/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /3 条评论/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /举报/ })).toBeTruthy();
    expect(within(card).getByText(lead.enContent).getAttribute('lang')).toBe('en');
    expect(within(card).getByText('Porto Seller').getAttribute('translate')).toBe('no');
    expect(within(card).getByText('SIF 118').getAttribute('translate')).toBe('no');
    expect(within(card).getByRole('img', { name: 'Porto Seller 的帖子：第 1 张图片' })).toBeTruthy();
  });

  it('the same post in English keeps its English words', async () => {
    renderKitPage(<LeadCard lead={lead} />, { path: '/community' });
    const card = await screen.findByRole('article', { name: 'Supply post by Porto Seller' });
    for (const tag of ['Supply', 'Meat', 'Pork', 'GACC: Active']) expect(within(card).getByText(tag)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^3 comments$/ })).toBeTruthy();
  });

  it("shows the offer's details in the page's language, with the country's name the board gives", async () => {
    renderKitPage(<LeadCard lead={lead} countryName={(code) => (code === 'BR' ? '巴西' : code)} />, { path: '/community', language: 'zh' });
    const offer = await screen.findByLabelText('报盘详情');
    for (const text of ['原产国', '巴西', '2 × 40 尺柜', 'Cartons of 10 kg', 'CIF Qingdao', 'USD 2,650.5 每吨', '2024-06-30']) {
      expect(within(offer).getByText(text)).toBeTruthy();
    }
  });

  it('a free-text post shows no offer details', async () => {
    const free = { ...lead, originCountry: null, quantity: null, quantityUnit: null, packing: null, incoterm: null, port: null };
    renderKitPage(<LeadCard lead={{ ...free, price: null, currency: null, priceUnit: null, validUntil: null }} />, { path: '/community' });
    await screen.findByRole('article', { name: 'Supply post by Porto Seller' });
    expect(screen.queryByLabelText('Offer details')).toBeNull();
  });

  it('one comment is said in the singular, as the thread counts it', async () => {
    renderKitPage(<LeadCard lead={{ ...lead, comments: 1 }} />, { path: '/community' });
    const card = await screen.findByRole('article', { name: 'Supply post by Porto Seller' });
    expect(within(card).getByRole('button', { name: /^1 comment$/ })).toBeTruthy();
  });

  it('the Post Leads form labels its fields in Chinese', async () => {
    stubFetch();
    renderKitPage(<LeadForm type={LEAD_TYPE.SUPPLY} goods={{ '201': [], '202': [] }} countries={[]} />, {
      path: '/community/release',
      language: 'zh',
    });
    for (const label of [
      '产品类型',
      '产品',
      '内容',
      '工厂注册编号',
      '工厂所在国家/地区',
      '数量',
      '贸易术语',
      '港口或地点',
      '价格',
      '有效期至',
    ]) {
      expect(await screen.findByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('图片（最多 6 张）')).toBeTruthy();
    expect(screen.getByText('您的工厂（选填）')).toBeTruthy();
    expect(screen.getByText('报盘详情（选填）')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '供应' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '采购' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^提交$/ })).toBeTruthy();
  });
});

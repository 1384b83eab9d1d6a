import { describe, expect, it } from 'vitest';
import {
  percentPoints,
  chartUnit,
  floor2,
  isLate,
  percentText,
  perJinToPerKg,
  priceRangeText,
  quoteValueText,
  rankText,
  securityName,
  sourceName,
  thousandDollarsText,
  toTenThousand,
  tonnesText,
  trendOf,
  unitName,
  unitPriceText,
} from './format';

describe('data formats (§3, §9)', () => {
  it("reads a change or share as the API writes it as percentage points, a missing one ('-') as null", () => {
    expect(percentPoints('-18.94%')).toBe(-18.94);
    expect(percentPoints('+1.25%')).toBe(1.25);
    expect(percentPoints('30.91%')).toBe(30.91);
    expect(percentPoints('0.00%')).toBe(0);
    expect(percentPoints('-')).toBeNull();
    expect(percentPoints('--')).toBeNull();
  });

  it('floors quotes to 2 decimals instead of rounding, and shows a missing one as -', () => {
    expect(quoteValueText(12.349)).toBe('12.34');
    expect(quoteValueText(12.999)).toBe('12.99');
    expect(quoteValueText(0.29)).toBe('0.29');
    expect(quoteValueText(7)).toBe('7.00');
    expect(quoteValueText(null)).toBe('-');
    expect(floor2(1.005)).toBe(1);
  });

  it('writes changes with a sign and %, and tells rise from fall', () => {
    expect(percentText(1.254)).toBe('+1.25%');
    expect(percentText(-0.4)).toBe('-0.40%');
    expect(percentText(0.001)).toBe('0.00%');
    expect(percentText(null)).toBe('-');
    expect(trendOf('+1.25%')).toBe('rise');
    expect(trendOf('-0.40%')).toBe('fall');
    expect(trendOf('0.00%')).toBe('flat');
    expect(trendOf('-')).toBe('flat');
    expect(trendOf(-3)).toBe('fall');
  });

  it('shows ranking amounts x10 as thousand dollars, prices in whole USD/T, tonnes with one decimal', () => {
    expect(thousandDollarsText(12_345.67)).toBe('123,456.7');
    expect(thousandDollarsText(0.5)).toBe('5.0');
    expect(unitPriceText(2_345.6)).toBe('2,346');
    expect(tonnesText(1_234_567.89)).toBe('1,234,567.9');
  });

  it("shows a missing rank as '--' and a meat price range as 'low - high' or '-'", () => {
    expect(rankText(3)).toBe('3');
    expect(rankText(null)).toBe('--');
    expect(priceRangeText(38.5, 42)).toBe('38.50 - 42.00');
    expect(priceRangeText(38.5, null)).toBe('-');
    expect(priceRangeText(undefined, 42)).toBe('-');
  });

  it('converts to the chart units and per-jin prices to CNY/KG', () => {
    expect(toTenThousand(123_456)).toBe(12.35);
    expect(perJinToPerKg(12.5)).toBe(25);
    expect(perJinToPerKg(3.33)).toBe(6.66);
  });

  it('marks a daily series late after 4 days and a monthly one when the month before last is missing', () => {
    expect(isLate('2026-11-20', 'daily', '2026-11-23')).toBe(false);
    expect(isLate('2026-11-18', 'daily', '2026-11-23')).toBe(true);
    expect(isLate('2026-09', 'monthly', '2026-11-23')).toBe(false);
    expect(isLate('2026-08-01', 'monthly', '2026-11-23')).toBe(true);
    expect(isLate(null, 'monthly', '2026-11-23')).toBe(true);
  });
});

describe('data formats on a Chinese page (§9 units, 万 for ten thousand)', () => {
  it('shows a ranking amount in 万美元 as the API counts it, English ×10 in thousand dollars as before', () => {
    expect(thousandDollarsText(12_345.67, 'zh')).toBe('12,345.67');
    expect(thousandDollarsText(12_345.67, 'en')).toBe('123,456.7');
    expect(thousandDollarsText(0.5, 'zh')).toBe('0.50');
    expect(thousandDollarsText(null, 'zh')).toBe('-');
  });

  it('names the chart units in Chinese: 吨, 万吨, 万美元', () => {
    expect(chartUnit('volumeBar', 'zh')).toBe('单位：吨');
    expect(chartUnit('volumeLine', 'zh')).toBe('单位：万吨');
    expect(chartUnit('value', 'zh')).toBe('单位：万美元');
    expect(chartUnit('volumeBar')).toBe('Unit/T');
    expect(chartUnit('volumeLine', 'en')).toBe('Unit/10,000 Tons');
    expect(chartUnit('value', 'en')).toBe('Unit/10,000 Dollars');
  });

  it('names the data’s units in Chinese and leaves English and unknown units as they came', () => {
    expect(unitName('CNY/KG', 'zh')).toBe('元/千克');
    expect(unitName('CNY/T', 'zh')).toBe('元/吨');
    expect(unitName('USD/T', 'zh')).toBe('美元/吨');
    expect(unitName('points', 'zh')).toBe('点');
    expect(unitName('points')).toBe('points');
    expect(unitName('bushels', 'zh')).toBe('bushels');
  });

  it('writes prices, changes, ranks, tonnes and ranges the same in both languages', () => {
    // No language parameter: digits, signs and the 'low - high' range read the same in Chinese.
    expect(quoteValueText(12.349)).toBe('12.34');
    expect(percentText(-0.4)).toBe('-0.40%');
    expect(rankText(null)).toBe('--');
    expect(tonnesText(1_234_567.89)).toBe('1,234,567.9');
    expect(unitPriceText(2_345.6)).toBe('2,346');
    expect(priceRangeText(38.5, 42)).toBe('38.50 - 42.00');
  });

  it('names the known sources in Chinese, joined with 、, and leaves English and unknown ones as they came', () => {
    expect(sourceName('Demo data', 'zh')).toBe('演示数据');
    expect(sourceName('China Customs, Demo data', 'zh')).toBe('海关总署、演示数据');
    expect(sourceName('China Customs, GACC', 'zh')).toBe('海关总署');
    expect(sourceName('Chicago Board of Trade', 'zh')).toBe('Chicago Board of Trade');
    expect(sourceName('China Customs, Demo data')).toBe('China Customs, Demo data');
  });

  it('names the known futures and indexes in Chinese and says when a name is English only', () => {
    expect(securityName('LH', 'Live Hog', 'zh')).toEqual({ name: '生猪', inEnglish: false });
    expect(securityName('LH', 'Live Hog')).toEqual({ name: 'Live Hog', inEnglish: false });
    expect(securityName('RB', 'Rebar', 'zh')).toEqual({ name: 'Rebar', inEnglish: true });
  });
});

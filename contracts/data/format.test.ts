import { describe, expect, it } from 'vitest';
import {
  floor2,
  isLate,
  percentText,
  perJinToPerKg,
  priceRangeText,
  quoteValueText,
  rankText,
  thousandDollarsText,
  toTenThousand,
  tonnesText,
  trendOf,
  unitPriceText,
} from './format';

describe('data formats (§3, §9)', () => {
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

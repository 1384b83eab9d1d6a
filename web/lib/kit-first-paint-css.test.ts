import { describe, expect, test } from 'vitest';
import { firstPaintCss, pageClasses } from './kit-first-paint-css';

const SHEET = [
  '.cmsp{--ant-color-text:#123;}',
  '.ant-btn{padding:4px;}',
  '.ant-btn:not(.ant-btn-disabled):hover{color:red;}',
  '.ant-btn-lg,.ant-table-cell{font-size:16px;}',
  '.ant-form .ant-form-item{margin:0 0 24px;}',
  '.ant-form-item-has-error .ant-input{border-color:red;}',
  '.ant-input[disabled]{opacity:.5;}',
  '.ant-input-css-var [class^="ant-input"]{box-sizing:border-box;}',
  '@media (max-width:575px){.ant-form-item .ant-form-item-label{padding:0;}.ant-table{display:none;}}',
  '@media print{.ant-table{color:black;}}',
  '.ant-wave{animation:fadeEffect 2s;}',
  '@keyframes fadeEffect{0%{opacity:1;}100%{opacity:0;}}',
  '.ant-btn-loading{animation:loadingCircle 1s;}',
  '@keyframes loadingCircle{100%{transform:rotate(360deg);}}',
  '.ant-select::after{content:"{";}',
  'a{color:inherit;}',
].join('');

const html = (classes: string) =>
  `<html><head></head><body><div class="${classes}"><button class="ant-btn ant-btn-lg">Go</button></div></body></html>`;

describe('the kit rules of a first paint', () => {
  const rules = firstPaintCss(SHEET);

  test('keeps the rules whose selectors the page can match, in the stylesheet order', () => {
    const css = rules(pageClasses(html('cmsp ant-form ant-form-item ant-form-item-label ant-input ant-input-css-var')));
    expect(css).toBe(
      [
        '.cmsp{--ant-color-text:#123;}',
        '.ant-btn{padding:4px;}',
        // The class inside :not() is not required; the selector still matches a button without it.
        '.ant-btn:not(.ant-btn-disabled):hover{color:red;}',
        // Of a selector list, the selectors that can match.
        '.ant-btn-lg{font-size:16px;}',
        '.ant-form .ant-form-item{margin:0 0 24px;}',
        '.ant-input[disabled]{opacity:.5;}',
        '.ant-input-css-var [class^="ant-input"]{box-sizing:border-box;}',
        '@media (max-width:575px){.ant-form-item .ant-form-item-label{padding:0;}}',
        // Rules without a class apply to any page.
        'a{color:inherit;}',
      ].join(''),
    );
  });

  test('drops rules needing a class the page lacks, empty at-rules, and keyframes nothing names', () => {
    const css = rules(pageClasses(html('ant-input')));
    expect(css).not.toContain('ant-form-item-has-error');
    expect(css).not.toContain('@media print');
    expect(css).not.toContain('@keyframes');
  });

  test('adds the keyframes a kept rule names', () => {
    const css = rules(pageClasses(html('ant-wave')));
    expect(css).toContain('.ant-wave{animation:fadeEffect 2s;}');
    // After the rules: keyframes apply wherever they stand.
    expect(css.endsWith('@keyframes fadeEffect{0%{opacity:1;}100%{opacity:0;}}')).toBe(true);
    expect(css).not.toContain('loadingCircle');
  });

  test('reads braces in quoted values as text', () => {
    expect(rules(new Set(['ant-select']))).toContain('.ant-select::after{content:"{";}');
  });

  test('answers alike for pages that differ only in classes the stylesheet does not name', () => {
    expect(rules(pageClasses(html('ant-input page-a')))).toBe(rules(pageClasses(html('ant-input page-b other'))));
  });
});

import type { EChartsCoreOption } from 'echarts/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { uiMessages } from '../messages';

/** The numbers a chart draws, as a table: for screen readers, for copying, and for pages without JavaScript. */
export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart of a fixed height. The server renders an empty box of that height (nothing shifts when the chart draws)
 * and the chart's numbers as a visually hidden table; in the browser, once the box nears the screen, ECharts is fetched as its own
 * chunk (web/ui/charts/echarts.ts) and draws into the box. The page's first-load JavaScript never holds it.
 */
export function LazyChart({
  option,
  height,
  table,
  label,
  footer,
}: {
  option: EChartsCoreOption;
  height: number;
  table: ChartTable;
  label: string;
  footer?: ReactNode;
}) {
  const t = useT(uiMessages);
  // ECharts' own words (tooltips, zoom handles) in the page's language: it ships English and Chinese.
  const locale = useLanguage() === 'zh' ? 'ZH' : 'EN';
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');

  useEffect(() => {
    let disposed = false;
    let chart: { setOption(o: EChartsCoreOption, notMerge?: boolean): void; resize(): void; dispose(): void } | undefined;
    const resize = () => chart?.resize();
    const draw = () =>
      import('./echarts')
        .then(({ echarts }) => {
          if (disposed || !box.current) return;
          chart = echarts.getInstanceByDom(box.current) ?? echarts.init(box.current, undefined, { renderer: 'canvas', locale });
          chart.setOption(option, true);
          window.addEventListener('resize', resize);
          setState('drawn');
        })
        .catch(() => !disposed && setState('failed'));
    // A chart below the fold is fetched and drawn only as it comes near the screen, so it costs the first view nothing.
    const seen =
      typeof IntersectionObserver === 'undefined' || !box.current
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              seen?.disconnect();
              void draw();
            },
            { rootMargin: '200px' },
          );
    if (seen && box.current) seen.observe(box.current);
    else void draw();
    return () => {
      disposed = true;
      seen?.disconnect();
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [option, locale]);

  return (
    <figure className="ui-chart">
      <div ref={box} className="ui-chart__box" style={{ height }} role="img" aria-label={label} data-chart-state={state}>
        {state === 'failed' && <p className="ui-chart__note">{t('chart.failed')}</p>}
      </div>
      {footer}
      {/* The box is hidden, not the table: a table's height ignores the hiding rule's 1 px and would stretch the page.
          Hidden, its hundreds of cells are laid out only once near the screen (ui-chart__numbers): on the home page the
          futures table took 40 of the first layout's milliseconds. */}
      <div className={state === 'failed' ? 'ui-chart__table' : 'visually-hidden ui-chart__numbers'}>
        <table className="ui-table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

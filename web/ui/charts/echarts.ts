import { BarChart, CandlestickChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/*
 * The chart library as the portal uses it: only the chart types and components its charts draw, so the chunk holds
 * no more of ECharts than that. Loaded by LazyChart with a dynamic import in the browser; the server never imports it.
 */
echarts.use([
  BarChart,
  CandlestickChart,
  LineChart,
  PieChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { echarts };

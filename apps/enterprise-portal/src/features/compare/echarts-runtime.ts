import { BarChart, HeatmapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, use as registerModules } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHandle, ChartOption } from './chart-types';

// Only what the comparison draws is registered, so this chunk stays a fraction of full echarts.
registerModules([BarChart, HeatmapChart, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/**
 * Creates a chart in `element`. This module is loaded only through a dynamic import from
 * compare-chart.tsx, so echarts is fetched on the comparison screens and nowhere else.
 */
export function createChart(element: HTMLElement): ChartHandle {
  const chart = init(element, null, { renderer: 'canvas', locale: 'ZH' });
  return {
    setOption: (option: ChartOption) => chart.setOption(option, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}

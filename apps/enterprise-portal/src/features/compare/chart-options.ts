import type { BarChartProps, ChartSeries, HeatMapProps } from '@smes/ui';

export type { ChartSeries };

/** What a comparison card draws: horizontal bars or a heat map, without its label (the card names it). */
export type ChartSpec = ({ kind: 'bars' } & Omit<BarChartProps, 'label'>) | ({ kind: 'heatmap' } & Omit<HeatMapProps, 'label'>);

export type GroupedBarOptions = {
  categories: readonly string[];
  series: readonly ChartSeries[];
  unit: string;
};

/**
 * Horizontal grouped bars: categories down the side (first at the top), one coloured bar per series, so long Chinese
 * labels fit a phone's width. Missing values (`null`) draw no bar rather than a zero.
 */
export function groupedBarChart({ categories, series, unit }: GroupedBarOptions): ChartSpec {
  return { kind: 'bars', categories, series, unit };
}

export type RankingBarOptions = {
  items: readonly { name: string; value: number }[];
  unit: string;
  /** Which series colour the bars take. */
  colorIndex?: number;
};

/** One ranked series as horizontal bars, largest at the top, each labelled with its value. */
export function rankingBarChart({ items, unit, colorIndex = 0 }: RankingBarOptions): ChartSpec {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  return {
    kind: 'bars',
    categories: sorted.map((item) => item.name),
    series: [{ name: unit, values: sorted.map((item) => item.value) }],
    unit,
    colorOffset: colorIndex,
  };
}

export type HeatmapOptions = Omit<HeatMapProps, 'label'>;

/** A row × column heat map with each cell's number printed on it. */
export function heatmapChart(options: HeatmapOptions): ChartSpec {
  return { kind: 'heatmap', ...options };
}

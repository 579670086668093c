import type { BarSeriesOption, HeatmapSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The options our charts use; type-only, so nothing of echarts reaches a bundle through this file. */
export type ChartOption = ComposeOption<
  BarSeriesOption | HeatmapSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption | VisualMapComponentOption
>;

/** What a chart draws with, read from the MUI theme so charts follow the palette and the colour mode. */
export type ChartPalette = {
  /** One colour per compared region (at most four). */
  series: readonly string[];
  text: string;
  subtleText: string;
  axisLine: string;
  splitLine: string;
  paper: string;
  fontFamily: string;
  /** The heat map's scale, from "no policies" to "the most". */
  heatLow: string;
  heatHigh: string;
};

/** A live chart: what the page needs of an echarts instance. */
export type ChartHandle = {
  setOption(option: ChartOption): void;
  resize(): void;
  dispose(): void;
};

import type { ChartOption, ChartPalette } from './chart-types';

export type ChartSeries = { name: string; values: readonly (number | null)[] };

/** Bars are drawn horizontally, one band per category, so long Chinese labels fit a phone's width. */
const BAND_PX = 14;
const BAND_GAP_PX = 18;
const CHROME_PX = 88;
const MIN_HEIGHT_PX = 220;

/** Height in px that gives every bar of a horizontal chart room: categories × series bands plus axes and legend. */
export function horizontalBarHeight(categoryCount: number, seriesCount: number): number {
  return Math.max(MIN_HEIGHT_PX, categoryCount * (Math.max(seriesCount, 1) * BAND_PX + BAND_GAP_PX) + CHROME_PX);
}

function baseOption(palette: ChartPalette): ChartOption {
  return {
    color: [...palette.series],
    backgroundColor: 'transparent',
    textStyle: { fontFamily: palette.fontFamily, color: palette.text },
    animationDuration: 400,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      backgroundColor: palette.paper,
      borderColor: palette.axisLine,
      textStyle: { color: palette.text, fontFamily: palette.fontFamily },
      confine: true,
    },
  };
}

export type GroupedBarOptions = {
  categories: readonly string[];
  series: readonly ChartSeries[];
  unit: string;
  palette: ChartPalette;
  /** Show each bar's value at its end (clear for a few bars, clutter for many). */
  showValues?: boolean;
};

/**
 * Horizontal grouped bars: categories down the side (first at the top), one coloured bar per series.
 * Missing values (`null`) draw no bar rather than a zero.
 */
export function groupedBarOption({ categories, series, unit, palette, showValues = false }: GroupedBarOptions): ChartOption {
  return {
    ...baseOption(palette),
    legend: { top: 0, type: 'scroll', textStyle: { color: palette.subtleText } },
    grid: { top: 36, left: 8, right: showValues ? 48 : 16, bottom: 8 },
    xAxis: {
      type: 'value',
      name: unit,
      nameTextStyle: { color: palette.subtleText },
      axisLabel: { color: palette.subtleText, hideOverlap: true },
      splitLine: { lineStyle: { color: palette.splitLine } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...categories],
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisTick: { show: false },
      axisLabel: { color: palette.text, width: 96, overflow: 'truncate' },
    },
    series: series.map((item) => ({
      type: 'bar',
      name: item.name,
      data: item.values.map((value) => (value === null ? '-' : value)),
      barMaxWidth: 18,
      label: { show: showValues, position: 'right', color: palette.subtleText },
    })),
  };
}

export type RankingBarOptions = {
  items: readonly { name: string; value: number }[];
  unit: string;
  palette: ChartPalette;
  /** Which series colour the bars take. */
  colorIndex?: number;
};

/** One ranked series as horizontal bars, largest at the top, each labelled with its value. */
export function rankingBarOption({ items, unit, palette, colorIndex = 0 }: RankingBarOptions): ChartOption {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const color = palette.series[colorIndex % palette.series.length] ?? palette.text;
  return {
    ...baseOption(palette),
    grid: { top: 28, left: 8, right: 56, bottom: 8 },
    xAxis: {
      type: 'value',
      name: unit,
      nameTextStyle: { color: palette.subtleText },
      axisLabel: { color: palette.subtleText, hideOverlap: true },
      splitLine: { lineStyle: { color: palette.splitLine } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: sorted.map((item) => item.name),
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisTick: { show: false },
      axisLabel: { color: palette.text, width: 120, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: unit,
        data: sorted.map((item) => item.value),
        barMaxWidth: 22,
        itemStyle: { color },
        label: { show: true, position: 'right', color: palette.subtleText },
      },
    ],
  };
}

export type HeatmapOptions = {
  /** Columns: the regions. */
  columns: readonly string[];
  /** Rows: e.g. the industry sections. */
  rows: readonly string[];
  /** values[row][column] */
  values: readonly (readonly number[])[];
  palette: ChartPalette;
  unit: string;
};

/** A row × column heat map with each cell's number printed on it, the colour scale from the palette. */
export function heatmapOption({ columns, rows, values, palette, unit }: HeatmapOptions): ChartOption {
  const max = Math.max(1, ...values.flat());
  const data = values.flatMap((row, rowIndex) => row.map((value, columnIndex) => [columnIndex, rowIndex, value]));
  return {
    ...baseOption(palette),
    tooltip: {
      trigger: 'item',
      backgroundColor: palette.paper,
      borderColor: palette.axisLine,
      textStyle: { color: palette.text, fontFamily: palette.fontFamily },
      confine: true,
    },
    grid: { top: 8, left: 8, right: 8, bottom: 56 },
    xAxis: {
      type: 'category',
      position: 'top',
      data: [...columns],
      axisLabel: { color: palette.text, interval: 0, width: 72, overflow: 'truncate' },
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisTick: { show: false },
      splitArea: { show: false },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...rows],
      axisLabel: { color: palette.text, interval: 0, width: 96, overflow: 'truncate' },
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisTick: { show: false },
    },
    visualMap: {
      min: 0,
      max,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      text: [`多（${unit}）`, '少'],
      textStyle: { color: palette.subtleText },
      inRange: { color: [palette.heatLow, palette.heatHigh] },
    },
    series: [
      {
        type: 'heatmap',
        name: unit,
        data,
        label: { show: true, color: palette.text },
        itemStyle: { borderColor: palette.paper, borderWidth: 2 },
      },
    ],
  };
}

/** Heat maps get one row per item: 28 px each plus the axis and the scale. */
export function heatmapHeight(rowCount: number): number {
  return Math.max(MIN_HEIGHT_PX, rowCount * 28 + 96);
}

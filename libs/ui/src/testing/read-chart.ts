const texts = (root: Element, selector: string) => Array.from(root.querySelectorAll(selector)).map((node) => node.textContent ?? '');

/** What a BarChart or HeatMap shows, as text in drawing order: for tests that check a screen charts the right numbers. */
export function readChart(chart: Element) {
  const legend = texts(chart, '[data-legend]');
  const seriesCount = Math.max(legend.length, 1);
  return {
    categories: texts(chart, '[data-category]'),
    legend,
    /** Each series' values as printed at its bars' ends ("—" where a value is missing). */
    series: Array.from({ length: seriesCount }, (_, index) => texts(chart, `[data-series="${index}"] [data-value]`)),
    /** A heat map's rows and its cells row by row. */
    rows: texts(chart, '[data-row]'),
    cells: texts(chart, '[data-cell]'),
  };
}

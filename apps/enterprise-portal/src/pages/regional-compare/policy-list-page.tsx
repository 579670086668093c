import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { CompareOverview } from '@smes/api';
import { ChartCard } from '../../features/compare/chart-card';
import { groupedBarChart } from '../../features/compare/chart-options';
import { byTotalDescending, countMatrix, describeExtremes, type MatrixRow } from '../../features/compare/compare-data';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';
import { formatNumber } from '@smes/ui';


export default function PolicyListPage() {
  return (
    <CompareFrame path={paths.regionalCompare.policyList}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <PolicyCounts overview={overview} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function PolicyCounts({ overview }: { overview: CompareOverview }) {
  const { regions } = overview;
  const byLevel = useMemo(() => countMatrix(regions, (row) => row.byLevel), [regions]);
  const byCategory = useMemo(() => byTotalDescending(countMatrix(regions, (row) => row.byCategory)), [regions]);
  const names = useMemo(() => regions.map((row) => row.region.name), [regions]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CountChart
        title="按政策级别对比"
        dimension="政策级别"
        rows={byLevel}
        names={names}
        caption={describeExtremes(
          '现行政策总数',
          regions.map((row) => ({ name: row.region.name, value: row.policyTotal })),
          '项',
        )}
      />
      <CountChart
        title="按政策类别对比"
        dimension="政策类别"
        rows={byCategory}
        names={names}
        caption={
          byCategory[0]
            ? `政策最多的类别是“${byCategory[0].label}”。${describeExtremes(
                `“${byCategory[0].label}”类政策`,
                names.map((name, index) => ({ name, value: byCategory[0]?.values[index] ?? 0 })),
                '项',
              )}`
            : '所选地区暂无分类统计。'
        }
      />
    </Box>
  );
}

type CountChartProps = { title: string; dimension: string; rows: readonly MatrixRow[]; names: readonly string[]; caption: string };

function CountChart({ title, dimension, rows, names, caption }: CountChartProps) {
  const chart = useMemo(
    () =>
      groupedBarChart({
        categories: rows.map((row) => row.label),
        series: names.map((name, index) => ({ name, values: rows.map((row) => row.values[index] ?? 0) })),
        unit: '项',
      }),
    [rows, names],
  );
  return (
    <ChartCard
      title={title}
      caption={caption}
      chart={chart}
      table={
        <DataTable
          caption={`${title}（单位：项）`}
          columns={[dimension, ...names]}
          rows={rows.map((row) => ({ key: row.key, header: row.label, cells: row.values.map(formatNumber) }))}
        />
      }
    />
  );
}

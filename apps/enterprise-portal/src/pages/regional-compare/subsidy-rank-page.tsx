import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { CompareOverview } from '@smes/api';
import { ChartCard } from '../../features/compare/chart-card';
import { rankingBarChart } from '../../features/compare/chart-options';
import { describeExtremes, rankBy } from '../../features/compare/compare-data';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';
import { formatNumber } from '@smes/ui';


export default function SubsidyRankPage() {
  return (
    <CompareFrame path={paths.regionalCompare.subsidyRank}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <SubsidyRanking overview={overview} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function SubsidyRanking({ overview }: { overview: CompareOverview }) {
  const { regions } = overview;
  const totals = useMemo(() => regions.map((row) => ({ name: row.region.name, value: row.subsidyTotal })), [regions]);
  const maxima = useMemo(() => regions.map((row) => ({ name: row.region.name, value: row.subsidyMax })), [regions]);
  const totalsChart = useMemo(() => rankingBarChart({ items: totals, unit: '万元' }), [totals]);
  const maximaChart = useMemo(() => rankingBarChart({ items: maxima, unit: '万元', colorIndex: 1 }), [maxima]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChartCard
        title="最高扶持金额合计排名"
        caption={`${describeExtremes('现行政策最高扶持金额合计', totals, '万元')}合计为各项政策“最高可获”金额之和，反映扶持力度的总体规模。`}
        chart={totalsChart}
        table={
          <DataTable
            caption="最高扶持金额合计排名"
            columns={['地区', '排名', '扶持合计（万元）', '现行政策（项）', '平均每项（万元）']}
            rows={rankBy(regions, (row) => row.subsidyTotal).map(({ item, rank }) => ({
              key: item.region.code,
              header: item.region.name,
              cells: [
                rank,
                formatNumber(item.subsidyTotal),
                formatNumber(item.policyTotal),
                item.policyTotal > 0 ? formatNumber(Math.round((item.subsidyTotal / item.policyTotal) * 100) / 100) : '—',
              ],
            }))}
          />
        }
      />
      <ChartCard
        title="单项最高扶持金额排名"
        caption={describeExtremes('单项政策最高扶持金额', maxima, '万元')}
        chart={maximaChart}
        table={
          <DataTable
            caption="单项最高扶持金额排名"
            columns={['地区', '排名', '单项最高（万元）']}
            rows={rankBy(regions, (row) => row.subsidyMax).map(({ item, rank }) => ({
              key: item.region.code,
              header: item.region.name,
              cells: [rank, formatNumber(item.subsidyMax)],
            }))}
          />
        }
      />
    </Box>
  );
}

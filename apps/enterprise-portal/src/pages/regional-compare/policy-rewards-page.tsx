import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CompareOverview, RegionComparison } from '@smes/api';
import { formatNumber, SectionCard } from '@smes/ui';
import { ChartCard } from '../../features/compare/chart-card';
import { rankingBarChart } from '../../features/compare/chart-options';
import { describeExtremes } from '../../features/compare/compare-data';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';


export default function PolicyRewardsPage() {
  return (
    <CompareFrame path={paths.regionalCompare.policyRewards}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <Rewards overview={overview} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function topReward(row: RegionComparison): number {
  return row.rewards.reduce((max, item) => Math.max(max, item.amount), 0);
}

function Rewards({ overview }: { overview: CompareOverview }) {
  const { regions } = overview;
  const tops = useMemo(() => regions.map((row) => ({ name: row.region.name, value: topReward(row) })), [regions]);
  const chart = useMemo(() => rankingBarChart({ items: tops, unit: '万元', colorIndex: 1 }), [tops]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChartCard
        title="最高单项奖补对比"
        caption={describeExtremes('各地区金额最高的一项奖补', tops, '万元')}
        chart={chart}
        table={
          <DataTable
            caption="各地区最高单项奖补"
            columns={['地区', '最高单项奖补（万元）', '奖补条目（项）']}
            rows={regions.map((row) => ({
              key: row.region.code,
              header: row.region.name,
              cells: [formatNumber(topReward(row)), row.rewards.length],
            }))}
          />
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' }, alignItems: 'start' }}>
        {regions.map((row) => (
          <SectionCard key={row.region.code} title={`${row.region.name}奖补政策`}>
            {row.rewards.length === 0 ? (
              <Typography color="text.secondary">该地区暂无列明金额的奖补政策。</Typography>
            ) : (
              <DataTable
                caption={`${row.region.name}奖补金额最高的政策`}
                numeric={false}
                columns={['排名', '政策', '类别', '金额（万元）']}
                rows={[...row.rewards]
                  .sort((a, b) => b.amount - a.amount)
                  .map((item, index) => ({
                    key: `${item.policyId}-${item.title}`,
                    header: index + 1,
                    cells: [
                      <Link key="title" component={RouterLink} to={paths.policyNotice.policyDetail(item.policyId)}>
                        {item.title}
                      </Link>,
                      item.category,
                      formatNumber(item.amount),
                    ],
                  }))}
              />
            )}
          </SectionCard>
        ))}
      </Box>
    </Box>
  );
}

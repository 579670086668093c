import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { CompareOverview, RegionComparison } from '@smes/api';
import { ChartCard } from '../../features/compare/chart-card';
import { rankingBarChart } from '../../features/compare/chart-options';
import { BenefitNotice } from '../../features/compare/benefit-notice';
import { describeExtremes, rankBy } from '../../features/compare/compare-data';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { COMPARE_SECTIONS } from '../../features/compare/compare-sections';
import { compareHref } from '../../features/compare/compare-url';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';
import { estimateRangeText } from '../../shared/estimate/estimate-details';
import { formatNumber, formatWan } from '@smes/ui';

export default function RegionalComparePage() {
  return (
    <CompareFrame path={paths.regionalCompare.index}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <OverviewBody overview={overview} codes={codes} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function OverviewBody({ overview, codes }: { overview: CompareOverview; codes: readonly string[] }) {
  const moreHeadingId = useId();
  const { regions } = overview;
  const estimates = useMemo(() => regions.filter((row) => row.myEstimate !== null), [regions]);
  const hasEstimate = estimates.length > 0;

  const totals = useMemo(() => regions.map((row) => ({ name: row.region.name, value: row.policyTotal })), [regions]);
  const totalsChart = useMemo(() => rankingBarChart({ items: totals, unit: '项' }), [totals]);
  const benefits = useMemo(() => estimates.map((row) => ({ name: row.region.name, value: row.myEstimate?.optimistic ?? 0 })), [estimates]);
  const benefitChart = useMemo(() => rankingBarChart({ items: benefits, unit: '万元', colorIndex: 1 }), [benefits]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="ul"
        aria-label="各地区概况"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${regions.length}, 1fr)` }, listStyle: 'none', m: 0, p: 0 }}
      >
        {regions.map((row) => (
          <li key={row.region.code}>
            <RegionCard row={row} />
          </li>
        ))}
      </Box>
      <BenefitNotice hasEstimate={hasEstimate} />
      <ChartCard
        title="各地区现行政策总数"
        caption={describeExtremes('现行政策总数', totals, '项')}
        chart={totalsChart}
        table={
          <DataTable
            caption="各地区现行政策总数与扶持金额"
            columns={['地区', '排名', '现行政策（项）', '最高扶持合计（万元）', '单项最高（万元）']}
            rows={rankBy(regions, (row) => row.policyTotal).map(({ item, rank }) => ({
              key: item.region.code,
              header: item.region.name,
              cells: [rank, formatNumber(item.policyTotal), formatNumber(item.subsidyTotal), formatNumber(item.subsidyMax)],
            }))}
          />
        }
      />
      {hasEstimate && (
        <ChartCard
          title="我的预估收益对比（乐观值）"
          caption={describeExtremes('按企业档案测算的预估收益（乐观值）', benefits, '万元')}
          chart={benefitChart}
          table={
            <DataTable
              caption="各地区我的预估收益"
              columns={['地区', '排名', '保守（万元）', '乐观（万元）']}
              rows={rankBy(estimates, (row) => row.myEstimate?.optimistic ?? 0).map(({ item, rank }) => ({
                key: item.region.code,
                header: item.region.name,
                cells: [rank, formatNumber(item.myEstimate?.conservative ?? 0), formatNumber(item.myEstimate?.optimistic ?? 0)],
              }))}
            />
          }
        />
      )}
      <Box component="section" aria-labelledby={moreHeadingId}>
        <Typography id={moreHeadingId} component="h2" variant="h3" sx={{ mb: 2 }}>
          更多对比维度
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {COMPARE_SECTIONS.filter((section) => section.path !== paths.regionalCompare.index).map((section) => (
            <Card key={section.path} variant="outlined">
              <CardActionArea component={RouterLink} to={compareHref(section.path, codes)} sx={{ p: 2, height: '100%' }}>
                <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600, color: 'primary.main' }}>
                  {section.title}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                  {section.description}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function RegionCard({ row }: { row: RegionComparison }) {
  const figures: [string, string][] = [
    ['现行政策', `${formatNumber(row.policyTotal)} 项`],
    ['最高扶持合计', formatWan(row.subsidyTotal)],
    ['单项最高扶持', formatWan(row.subsidyMax)],
    ['我的预估收益', row.myEstimate === null ? '—' : estimateRangeText(row.myEstimate)],
  ];
  return (
    <Card component="section" aria-label={row.region.name} variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {row.region.name}
        {row.region.parentName && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {row.region.parentName}
          </Typography>
        )}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body1"
              sx={{ m: 0, textAlign: 'right', fontWeight: 600, color: label === '我的预估收益' && row.myEstimate !== null ? 'secondary.main' : 'text.primary' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useLedger, type CompareOverview } from '@smes/api';
import { useSession } from '@smes/session';
import { EmptyState, formatNumber, FramedSelect } from '@smes/ui';
import { LEDGER_PATH } from '../../features/compare/benefit-notice';
import { ChartCard } from '../../features/compare/chart-card';
import { groupedBarChart } from '../../features/compare/chart-options';
import { describeExtremes, peerIndustries, peersIn, rankBy } from '../../features/compare/compare-data';
import { formatShare } from '../../features/compare/compare-format';
import { CompareFrame } from '../../features/compare/compare-frame';
import { CompareOverviewContent } from '../../features/compare/compare-overview-content';
import { withParam } from '../../features/compare/compare-url';
import { DataTable } from '../../features/compare/data-table';
import { paths } from '../../app/paths';


export default function PeerRankPage() {
  return (
    <CompareFrame path={paths.regionalCompare.peerRank}>
      {(codes) => <CompareOverviewContent codes={codes}>{(overview) => <Peers overview={overview} />}</CompareOverviewContent>}
    </CompareFrame>
  );
}

function Peers({ overview }: { overview: CompareOverview }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const ledger = useLedger({ queryConfig: { enabled: isLoggedIn } });
  const { regions } = overview;
  const industries = useMemo(() => peerIndustries(regions), [regions]);

  const own = isLoggedIn ? (ledger.data?.ledger.industry ?? null) : null;
  const ownAvailable = own !== null && industries.some((item) => item.code === own);
  const requested = industries.find((item) => item.code === searchParams.get('industry'));
  // The address wins; then the enterprise's own industry from its ledger; then the first industry listed.
  const industry = requested ?? industries.find((item) => item.code === own) ?? industries[0] ?? null;

  const figures = useMemo(() => (industry ? peersIn(regions, industry.code) : []), [regions, industry]);
  const names = useMemo(() => figures.map((figure) => figure.region.region.name), [figures]);
  const chart = useMemo(
    () =>
      groupedBarChart({
        categories: names,
        series: [
          { name: '同行企业数', values: figures.map((figure) => figure.enterpriseCount) },
          { name: '获评资质企业数', values: figures.map((figure) => figure.qualifiedCount) },
        ],
        unit: '家',
      }),
    [figures, names],
  );

  if (!industry) {
    return <EmptyState title="暂无同行数据" description="所选地区暂时没有按行业统计的企业数据。" />;
  }

  const handleIndustry = (code: string) => {
    navigate({ search: withParam(searchParams.toString(), 'industry', code) });
  };

  const here = `${location.pathname}${location.search}`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FramedSelect
        label="所属行业"
        value={industry.code}
        options={industries.map((item) => ({ value: item.code, label: `${item.code} ${item.label}${item.code === own ? '（本企业所属行业）' : ''}` }))}
        onChange={handleIndustry}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      {!isLoggedIn && (
        <Alert severity="info" role="status">
          <Link component={RouterLink} to={paths.loginThenReturn(here)} color="inherit">
            登录
          </Link>
          并完善企业档案后，默认显示您所在行业的同行。
        </Alert>
      )}
      {isLoggedIn && ledger.isSuccess && !ownAvailable && (
        <Alert severity="info" role="status">
          {own === null ? '企业档案中还没有填写所属行业，' : '所选地区暂无您所在行业的统计，'}
          <Link component={RouterLink} to={`${LEDGER_PATH}#field-industry`} color="inherit">
            完善企业档案
          </Link>
          后将默认显示您所在行业的同行。
        </Alert>
      )}
      <ChartCard
        title={`${industry.label}同行对比`}
        caption={`${describeExtremes(
          `${industry.label}企业数`,
          figures.map((figure) => ({ name: figure.region.region.name, value: figure.enterpriseCount })),
          '家',
        )}获评资质指获得高新技术企业、专精特新等认定的企业。`}
        chart={chart}
        table={
          <DataTable
            caption={`${industry.label}同行企业（单位：家）`}
            columns={['地区', '排名', '同行企业数', '获评资质企业数', '资质占比']}
            rows={rankBy(figures, (figure) => figure.enterpriseCount).map(({ item, rank }) => ({
              key: item.region.region.code,
              header: item.region.region.name,
              cells: [rank, formatNumber(item.enterpriseCount), formatNumber(item.qualifiedCount), formatShare(item.qualifiedCount, item.enterpriseCount)],
            }))}
          />
        }
      />
    </Box>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useFund, type FundDetail } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { parseRouteId, paths, withQuery } from '../../app/paths';
import { GUARANTEE_LABELS, amountRangeText, rateRangeText, termRangeText } from '../../features/fund/fund-labels';
import { REPAYMENT_LABELS } from '../../features/fund/repayment';
import { RepaymentEstimator } from '../../features/fund/repayment-estimator';

// Closed at load: fetched when the pointer or focus reaches its button, mounted on the first tap (ADR 72).
const loadFinancingDialog = () => import('../../features/fund/financing-dialog');
const FinancingDialog = lazy(() => loadFinancingDialog().then((module) => ({ default: module.FinancingDialog })));

/** 金融产品详情: ranges, conditions, materials, a repayment estimate, and 申请融资 (融资对接). */
export default function FundDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingFund /> : <FundLoader id={id} />}</PageContainer>;
}

function MissingFund() {
  return (
    <EmptyState
      title="金融产品不存在"
      description="产品可能已下架，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.fund.list} variant="contained">
          返回找资金
        </Button>
      }
    />
  );
}

function FundLoader({ id }: { id: number }) {
  const fund = useFund(id);
  if (isNotFound(fund.error)) return <MissingFund />;
  return (
    <AsyncContent isPending={fund.isPending} error={fund.error} data={fund.data} onRetry={() => void fund.refetch()}>
      {(detail) => <FundView fund={detail} />}
    </AsyncContent>
  );
}

function Figures({ fund }: { fund: FundDetail }) {
  const figures = [
    ['额度', amountRangeText(fund)],
    ['参考年利率', rateRangeText(fund)],
    ['期限', termRangeText(fund)],
    ['担保方式', GUARANTEE_LABELS[fund.guarantee]],
    ['还款方式', fund.repayments.map((method) => REPAYMENT_LABELS[method]).join('、')],
    ['咨询电话', fund.contactPhone],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}>
      {figures.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ItemList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function FundView({ fund }: { fund: FundDetail }) {
  return (
    <>
      <PageHeader
        title={fund.name}
        subtitle={`${fund.provider} · ${fund.regionName} · 发布于 ${fund.publishDate} · ${fund.applicationCount} 家企业申请过`}
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找资金', to: paths.fund.list }, { label: '金融产品详情' }]}
        actions={<ApplyButton fund={fund} />}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {fund.tags.map((tag) => (
          <Chip key={tag} size="small" label={tag} component={RouterLink} to={withQuery(paths.fund.list, { tag })} clickable />
        ))}
      </Stack>
      <Stack spacing={3}>
        <SectionCard title="产品要素">
          <Figures fund={fund} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {fund.description}
          </Typography>
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, alignItems: 'start' }}>
          <SectionCard title="申请条件">
            <ItemList items={fund.eligibility} />
          </SectionCard>
          <SectionCard title="申请材料">
            <ItemList items={fund.materials} />
          </SectionCard>
        </Box>
        <SectionCard title="还款测算">
          <RepaymentEstimator fund={fund} />
        </SectionCard>
      </Stack>
    </>
  );
}

/** 申请融资 for a signed-in account; a visitor logs in first and comes back to this product. */
function ApplyButton({ fund }: { fund: FundDetail }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!isLoggedIn) {
    return (
      <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} variant="contained">
        登录后申请融资
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" onPointerEnter={() => void loadFinancingDialog()} onFocus={() => void loadFinancingDialog()} onClick={() => setOpen(true)}>
        申请融资
      </Button>
      {open ? <Suspense fallback={null}><FinancingDialog fund={fund} onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}

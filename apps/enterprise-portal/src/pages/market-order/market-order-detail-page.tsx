import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DemandDetail, isNotFound, useDemand } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { parseRouteId, paths } from '../../app/paths';
import { DemandDescription, DemandFacts } from '../../features/market/demand-facts';
import { RespondForm } from '../../features/market/respond-form';
import { ResponseCard } from '../../features/market/response-card';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

/** 需求详情: the demand's facts and text, and 我要对接 for a signed-in enterprise. */
export default function MarketOrderDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingDemand /> : <DemandLoader id={id} />}</PageContainer>;
}

function MissingDemand() {
  return (
    <EmptyState
      title="需求不存在"
      description="需求可能尚未通过审核或已下线，也可能链接有误。"
      action={
        <Button component={RouterLink} to={paths.market.order.list} variant="outlined">
          返回市场项目
        </Button>
      }
    />
  );
}

function DemandLoader({ id }: { id: number }) {
  const demand = useDemand(id);
  if (isNotFound(demand.error)) return <MissingDemand />;
  return (
    <AsyncContent isPending={demand.isPending} error={demand.error} data={demand.data} onRetry={() => void demand.refetch()}>
      {(detail) => <DemandView detail={detail} />}
    </AsyncContent>
  );
}

function DemandView({ detail }: { detail: DemandDetail }) {
  const { demand } = detail;
  return (
    <>
      <PageHeader
        title={demand.title}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找市场', to: paths.market.hub },
          { label: '市场项目', to: paths.market.order.list },
          { label: '需求详情' },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="需求概况">
            <DemandFacts detail={detail} />
          </SectionCard>
          <SectionCard title="需求描述">
            <DemandDescription text={detail.description} />
          </SectionCard>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="联系方式">
            {detail.contact ? (
              <Typography>
                {detail.contact.name} · {detail.contact.phone}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                联系方式仅对发布方采纳的对接单位可见。
              </Typography>
            )}
          </SectionCard>
        </Stack>
      </Box>
      <Box sx={{ mt: 3 }}>
        <SectionCard title="我要对接">
          <RespondSection detail={detail} />
        </SectionCard>
      </Box>
    </>
  );
}

/** Who may respond: a signed-in enterprise, once, to someone else's demand that is still 待对接. */
function RespondSection({ detail }: { detail: DemandDetail }) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <LoginPrompt title="登录后对接" description="对接需求需要企业账号，登录后会回到本页。" />;
  if (detail.mine) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.personalCenter.demand.detail(detail.demand.id)} color="inherit" size="small">
            查看对接
          </Button>
        }
      >
        这是您发布的需求，对接情况请到个人中心查看。
      </Alert>
    );
  }
  if (detail.myResponse) {
    return (
      <Stack spacing={2}>
        <Alert severity={detail.myResponse.accepted ? 'success' : 'info'}>
          {detail.myResponse.accepted ? '发布方已采纳您的对接，联系方式已对您可见。' : '您已提交对接，发布方会收到通知。'}
        </Alert>
        <ResponseCard response={detail.myResponse} />
      </Stack>
    );
  }
  if (detail.demand.status !== 'open') {
    return <Typography color="text.secondary">该需求已不再接受新的对接。</Typography>;
  }
  return <RespondForm demandId={detail.demand.id} />;
}

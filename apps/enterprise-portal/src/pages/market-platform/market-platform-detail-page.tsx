import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useChainMatches, useIndustryChain } from '@smes/api';
import type { IndustryChainDetail } from '@smes/api';
import { CHAIN_STAGE_LABELS, industryName } from '@smes/eligibility';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, LoadingState, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { parseRouteId, paths } from '../../app/paths';
import { ChainMatchReasons } from '../../features/industry-chain/chain-match-reasons';
import { ChainOpportunities } from '../../features/industry-chain/chain-opportunities';
import { DriveIndexMethod, driveIndexParts } from '../../features/industry-chain/drive-index';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

/** A chain: 带动指数 and how it is made, the enterprise's match with reasons, segments, leaders and open opportunities (with 我要对接). */
export default function MarketPlatformDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingChain /> : <ChainLoader id={id} />}</PageContainer>;
}

function MissingChain() {
  return (
    <EmptyState
      title="产业链不存在"
      description="链接可能有误。"
      action={
        <Button component={RouterLink} to={paths.market.platform.list} variant="outlined">
          返回链主合作平台
        </Button>
      }
    />
  );
}

function ChainLoader({ id }: { id: number }) {
  const chain = useIndustryChain(id);
  if (isNotFound(chain.error)) return <MissingChain />;
  return (
    <AsyncContent isPending={chain.isPending} error={chain.error} data={chain.data} onRetry={() => void chain.refetch()}>
      {(detail) => <ChainView chain={detail} />}
    </AsyncContent>
  );
}

function MyMatch({ chainId }: { chainId: number }) {
  const { isLoggedIn } = useSession();
  const matches = useChainMatches({ queryConfig: { enabled: isLoggedIn } });
  if (!isLoggedIn) return <LoginPrompt title="登录后查看匹配度" description="匹配度按您的企业档案（所属行业、主营产品、资质）计算，并逐条说明理由。" />;
  if (matches.isPending) return <LoadingState />;
  const match = matches.data?.matches.find((item) => item.chainId === chainId);
  if (matches.isError || !match) return <Alert severity="warning">匹配度暂时无法计算，请稍后刷新重试。</Alert>;
  return (
    <SectionCard title="我的匹配度">
      <ChainMatchReasons match={match} />
    </SectionCard>
  );
}

function ChainView({ chain }: { chain: IndustryChainDetail }) {
  return (
    <>
      <PageHeader
        title={chain.name}
        subtitle={chain.intro}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找市场', to: paths.market.hub },
          { label: '链主合作平台', to: paths.market.platform.list },
          { label: chain.name },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="产业链环节">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              {chain.segments.map((segment) => (
                <Box key={segment.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                  <Typography variant="overline" component="p" color="text.secondary">
                    {CHAIN_STAGE_LABELS[segment.stage]}
                  </Typography>
                  <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                    {segment.name}
                  </Typography>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    典型产品：{segment.keywords.join('、')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    行业：{segment.industries.map((code) => industryName(code) ?? code).join('、')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </SectionCard>
          <SectionCard title={`供需机会（${chain.opportunities.length}）`}>
            <ChainOpportunities chain={chain} />
          </SectionCard>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <MyMatch chainId={chain.id} />
          <SectionCard title="带动指数">
            <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
              {chain.driveIndex.value}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {driveIndexParts(chain.driveIndex)}
            </Typography>
            <DriveIndexMethod />
          </SectionCard>
          <SectionCard title="链主企业">
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {chain.leaderDetails.map((leader) => (
                <li key={leader.id}>
                  <Typography variant="subtitle2" component="h3">
                    {leader.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {leader.regionName} · {CHAIN_STAGE_LABELS[leader.stage]}
                  </Typography>
                  <Typography variant="body2">{leader.intro}</Typography>
                </li>
              ))}
            </Stack>
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}

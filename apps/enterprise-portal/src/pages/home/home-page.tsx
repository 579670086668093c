import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useHomeOverview } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, LoadingState, PageContainer, RenderInTurn } from '@smes/ui';
import { DeclarationProjectBlock } from '../../features/declaration/declaration-project-block';
import { NewsCarousel } from '../../features/news/news-carousel';
import { ClosingNoticesBlock } from '../../features/policy/closing-notices-block';
import { LatestPoliciesBlock } from '../../features/policy/latest-policies-block';
import { LatestAnnouncementsBlock } from '../../features/policy/latest-announcements-block';
import { LatestInterpretationsBlock } from '../../features/policy/latest-interpretations-block';
import { GlobalSearchBox } from '../../features/search/global-search-box';
import { usePendingFavorite } from '../../features/policy/use-pending-favorite';
import { useEnterpriseBlockScope, useHeadlineScope } from '../../shared/region/region-scope';
import { paths, withQuery } from '../../app/paths';
import { AreaLatestBlocks } from './area-latest-blocks';
import { AreaTiles } from './area-tiles';
import { HOME_CLOSING_SOON as CLOSING_SOON, HOME_LATEST as LATEST } from './home-prefetch';

// Only a signed-in enterprise has to-dos, only a signed-in account recommendations (with their match degrees and the
// estimate's details): visitors never download them.
const MyTodos = lazy(() => import('./my-todos'));
const RecommendationBlock = lazy(() => import('../../features/policy/recommendation-block').then((module) => ({ default: module.RecommendationBlock })));

export default function HomePage() {
  const { isLoggedIn, userInfo } = useSession();
  // Applications, favourites and messages belong to enterprise accounts; an older stored userinfo without a type is one.
  const isEnterprise = isLoggedIn && (userInfo?.userType ?? 'enterprise') === 'enterprise';
  // Every block bound to a place starts at the enterprise's region (from its ledger); the headlines of a visitor's
  // home come from this portal's province and 全国. 查看全部 opens the list with the same scope and its chip.
  const region = useEnterpriseBlockScope();
  const headlines = useHeadlineScope();
  usePendingFavorite();


  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 7 } }}>
        <PageContainer>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {isLoggedIn && userInfo?.enterpriseName ? `${String(userInfo.enterpriseName)}，欢迎回来` : '惠企政策，一站找全'}
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.9 }}>查政策、看申报、办服务：为中小企业找到能享受的每一项支持。</Typography>
          <GlobalSearchBox label="全站搜索" placeholder="搜政策、申报、服务、资金、活动、办事指南，如：高企" sx={{ p: 1, maxWidth: 720 }} />
        </PageContainer>
      </Box>
      <PageContainer>
        <Box sx={{ py: 3, display: 'grid', gap: 3 }}>
          {/* What a phone shows first is drawn with the page; the blocks below it follow one per turn (ADR 52). */}
          <RenderInTurn immediate={2}>
            <AreaTiles />
            <PlatformFigures />
            {isEnterprise ? (
              <Suspense fallback={<LoadingState />}>
                <MyTodos />
              </Suspense>
            ) : null}
            {isLoggedIn ? (
              <Suspense fallback={<LoadingState />}>
                <RecommendationBlock />
              </Suspense>
            ) : null}
            <Box sx={TWO_COLUMNS}>
              <ClosingNoticesBlock title={`即将截止的申报通知${region.note}`} scope={region} />
              <DeclarationProjectBlock
                title={`即将截止的申报项目${region.note}`}
                query={CLOSING_SOON}
                scope={region}
                moreHref={withQuery(paths.declarationProject.list, { orderByColumn: 'end_time', isAsc: 'asc', status: 'open', applicableTo: region.code ?? undefined })}
              />
            </Box>
            <Box sx={TWO_COLUMNS}>
              <LatestPoliciesBlock title={`最新政策${headlines.note}`} scope={headlines} />
              <LatestInterpretationsBlock title="最新政策解读" />
            </Box>
            <Box sx={TWO_COLUMNS}>
              <LatestAnnouncementsBlock title="最新公示公告" />
              <DeclarationProjectBlock
                title={`最新申报项目${region.note}`}
                query={LATEST}
                scope={region}
                moreHref={withQuery(paths.declarationProject.list, { applicableTo: region.code ?? undefined })}
              />
            </Box>
            <NewsCarousel scope={headlines} />
            <AreaLatestBlocks scope={region} />
            <Box sx={TWO_COLUMNS}>
              <ToolEntry id="home-calendar" title="申报日历" description="按截止日查看申报窗口，关注后到期前提醒，可订阅到自己的日历。" to={paths.declarationCalendar} action="查看申报日历" />
              <ToolEntry id="home-compare" title="区域对比" description="选 2–4 个地区，横向对比政策数量、扶持资金与产业政策力度。" to={paths.regionalCompare.index} action="去区域对比" />
            </Box>
          </RenderInTurn>
        </Box>
      </PageContainer>
    </>
  );
}

const TWO_COLUMNS = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' } as const;

/** The policy tools (申报日历, 区域对比) are not lists: one line each that leads to them. */
function ToolEntry({ id, title, description, to, action }: { id: string; title: string; description: string; to: string; action: string }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', height: '100%' }}>
      <Box>
        <Typography id={id} component="h2" variant="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      </Box>
      <Button component={RouterLink} to={to} variant="outlined">
        {action}
      </Button>
    </Paper>
  );
}

function PlatformFigures() {
  const overview = useHomeOverview();
  return (
    <AsyncContent isPending={overview.isPending} error={overview.error} data={overview.data} onRetry={() => void overview.refetch()}>
      {(figures) => (
        <Box
          component="dl"
          aria-label="平台数据"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, m: 0 }}
        >
          {(
            [
              ['现行有效政策', figures.policyInForce],
              ['申报中的通知', figures.noticeOpen],
              ['申报项目', figures.declarationTotal],
              ['正在申报的项目', figures.declarationOpen],
              ['7 天内截止', figures.declarationClosingSoon],
              // The one figure with a list of its own behind it.
              ['认证服务机构', figures.institutionCertified, paths.service.institutions],
            ] as [string, number, string?][]
          ).map(([label, value, to]) => (
            <Paper key={label} variant="outlined" sx={{ p: 2 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }} color="primary">
                {to ? (
                  <Link component={RouterLink} to={to} underline="hover" aria-label={`${label} ${value} 家，查看服务机构`}>
                    {value}
                  </Link>
                ) : (
                  value
                )}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </AsyncContent>
  );
}

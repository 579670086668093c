import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useHomeOverview } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, PageContainer } from '@smes/ui';
import { DeclarationProjectBlock } from '../../features/declaration/declaration-project-block';
import { ClosingNoticesBlock } from '../../features/policy/closing-notices-block';
import { LatestPoliciesBlock } from '../../features/policy/latest-policies-block';
import { PolicyEntryTiles } from '../../features/policy/policy-entry-tiles';
import { RecommendationBlock } from '../../features/policy/recommendation-block';
import { usePendingFavorite } from '../../features/policy/use-pending-favorite';
import { useEnterpriseRegion } from '../../shared/ledger/use-enterprise-region';
import { paths, withQuery } from '../../app/paths';
import { HOME_CLOSING_SOON as CLOSING_SOON, HOME_LATEST as LATEST } from './home-prefetch';

export default function HomePage() {
  const navigate = useNavigate();
  const { isLoggedIn, userInfo } = useSession();
  const region = useEnterpriseRegion();
  const [keyword, setKeyword] = useState('');
  usePendingFavorite();

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = keyword.trim();
    navigate(withQuery(paths.policyNotice.list, { keyword: value }));
  };

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 7 } }}>
        <PageContainer>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {isLoggedIn && userInfo?.enterpriseName ? `${String(userInfo.enterpriseName)}，欢迎回来` : '惠企政策，一站找全'}
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.9 }}>查政策、看申报、办服务：为中小企业找到能享受的每一项支持。</Typography>
          <Paper component="form" role="search" aria-label="搜索政策" onSubmit={handleSearch} sx={{ p: 1, maxWidth: 720 }}>
            <Stack direction="row" spacing={1}>
              <TextField
                placeholder="搜索政策原文、文号或发文机构，如：专精特新"
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                slotProps={{ htmlInput: { 'aria-label': '搜索关键词', maxLength: 50 } }}
                size="small"
                fullWidth
              />
              <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
                搜索
              </Button>
            </Stack>
          </Paper>
        </PageContainer>
      </Box>
      <PageContainer>
        <Box sx={{ py: 3 }}>
          <PlatformFigures />
          {isLoggedIn ? (
            <Box sx={{ mt: 3 }}>
              <RecommendationBlock />
            </Box>
          ) : null}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start', mt: 3 }}>
            <ClosingNoticesBlock title="即将截止的申报通知" scope={region} />
            <LatestPoliciesBlock title="最新政策" />
          </Box>
          <Box component="section" aria-labelledby="home-policy-entries" sx={{ mt: 3 }}>
            <Typography id="home-policy-entries" component="h2" variant="h3" sx={{ mb: 1.5 }}>
              找政策
            </Typography>
            <PolicyEntryTiles />
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start', mt: 3 }}>
            <DeclarationProjectBlock title="即将截止的申报项目" query={CLOSING_SOON} scope={region} moreHref={withQuery(paths.declarationProject.list, { orderByColumn: 'end_time', isAsc: 'asc', status: 'open' })} />
            <DeclarationProjectBlock title="最新申报项目" query={LATEST} moreHref={paths.declarationProject.list} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mt: 3 }}>
            <EntryTile title="申报项目" description="按状态、级别筛选，按截止时间排序" to={paths.declarationProject.list} />
            <EntryTile title="我的收藏" description="收藏的政策原文，随时回看" to={paths.personalCenter.myFavorite} />
            <EntryTile title="意见反馈" description="告诉我们哪里可以做得更好" to={paths.feedback} />
          </Box>
        </Box>
      </PageContainer>
    </>
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
          {[
            ['现行有效政策', figures.policyInForce],
            ['申报中的通知', figures.noticeOpen],
            ['申报项目', figures.declarationTotal],
            ['正在申报的项目', figures.declarationOpen],
            ['7 天内截止', figures.declarationClosingSoon],
            ['认证服务机构', figures.institutionCertified],
          ].map(([label, value]) => (
            <Paper key={label} variant="outlined" sx={{ p: 2 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }} color="primary">
                {value}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </AsyncContent>
  );
}

function EntryTile({ title, description, to }: { title: string; description: string; to: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Link component={RouterLink} to={to} variant="h6" underline="hover">
        {title}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {description}
      </Typography>
    </Paper>
  );
}

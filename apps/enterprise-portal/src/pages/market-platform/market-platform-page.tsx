import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useChainMatches, useIndustryChains } from '@smes/api';
import type { ChainMatch } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { ChainCard } from '../../features/industry-chain/chain-card';
import { DriveIndexMethod } from '../../features/industry-chain/drive-index';

/** 链主合作平台: the industry chains by 带动指数, each with the signed-in enterprise's matching score. */
export default function MarketPlatformPage() {
  const { isLoggedIn } = useSession();
  const chains = useIndustryChains();
  const matches = useChainMatches({ queryConfig: { enabled: isLoggedIn } });
  const location = useLocation();
  const byChain = new Map<number, ChainMatch>((matches.data?.matches ?? []).map((match) => [match.chainId, match]));

  return (
    <PageContainer>
      <PageHeader
        title="链主合作平台"
        subtitle="重点产业链的链主企业、上中下游环节和正在开放的供需机会"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找市场', to: paths.market.hub }, { label: '链主合作平台' }]}
      />
      <Box sx={{ mb: 2 }}>
        <DriveIndexMethod />
      </Box>
      {isLoggedIn ? (
        matches.isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            匹配度暂时无法计算，请稍后刷新重试。
          </Alert>
        )
      ) : (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} color="inherit" size="small">
              登录
            </Button>
          }
        >
          登录后，按您的企业档案计算与每条产业链的匹配度，并说明理由。
        </Alert>
      )}
      <AsyncContent isPending={chains.isPending} error={chains.error} data={chains.data} onRetry={() => void chains.refetch()} isEmpty={(data) => data.length === 0}>
        {(list) => (
          <Box component="section" aria-label="产业链列表" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {list.map((chain) => (
              <ChainCard key={chain.id} chain={chain} match={byChain.get(chain.id)} />
            ))}
          </Box>
        )}
      </AsyncContent>
    </PageContainer>
  );
}

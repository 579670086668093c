import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyChainContacts, type ChainContactRequest, type ChainOpportunity, type IndustryChainDetail } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { useSession } from '@smes/session';
import { paths } from '../../app/paths';
import { ChainContactStatus, inProgress } from './chain-contact-status';

// Closed at load: fetched when the pointer or focus reaches its button, mounted on the first tap (ADR 72).
const loadChainContactDialog = () => import('./chain-contact-dialog');
const ChainContactDialog = lazy(() => loadChainContactDialog().then((module) => ({ default: module.ChainContactDialog })));

const OPPORTUNITY_KINDS: Record<ChainOpportunity['kind'], string> = { demand: '链主需求', supply: '开放资源' };

/** One chain's requests fit one page: a chain has a handful of open opportunities. */
const MY_REQUESTS = { pageNum: 1, pageSize: PORTAL_QUERY_LIMITS.marketChainContactMine.pageSize.maximum };

/** The enterprise's latest request on each opportunity (the list comes newest first). */
function latestByOpportunity(rows: ChainContactRequest[]): Map<number, ChainContactRequest> {
  const latest = new Map<number, ChainContactRequest>();
  for (const row of rows) if (!latest.has(row.opportunityId)) latest.set(row.opportunityId, row);
  return latest;
}

/**
 * 供需机会 with 我要对接: a signed-in enterprise asks the platform to put it in touch with the chain owner and sees
 * each request's state on its card; a visitor is asked to log in; other accounts read the opportunities only.
 */
export function ChainOpportunities({ chain }: { chain: IndustryChainDetail }) {
  const { isLoggedIn, userInfo } = useSession();
  const location = useLocation();
  const enterprise = isLoggedIn && (userInfo?.userType ?? 'enterprise') === 'enterprise';
  const mine = useMyChainContacts({ query: { ...MY_REQUESTS, chainId: chain.id }, queryConfig: { enabled: enterprise } });
  const [asking, setAsking] = useState<ChainOpportunity | null>(null);
  const latest = latestByOpportunity(mine.data?.rows ?? []);

  if (chain.opportunities.length === 0) return <Typography color="text.secondary">目前没有开放的供需机会。</Typography>;
  return (
    <Stack spacing={2}>
      {!isLoggedIn ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} color="inherit" size="small">
              登录
            </Button>
          }
        >
          登录企业账号后可以“我要对接”，由平台联系链主。
        </Alert>
      ) : null}
      {enterprise && mine.isError ? <Alert severity="warning">对接进展暂时无法读取，请稍后刷新。</Alert> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {chain.opportunities.map((item) => {
          const request = latest.get(item.id);
          const headingId = `opportunity-${item.id}-title`;
          return (
            <Box component="li" key={item.id} aria-labelledby={headingId} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Chip size="small" color={item.kind === 'demand' ? 'primary' : 'default'} label={OPPORTUNITY_KINDS[item.kind]} />
                <Typography id={headingId} component="h3" variant="subtitle2">
                  {item.title}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {item.detail}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {[item.publisher, `环节：${item.segmentName}`, `截止：${item.deadline}`].join(' · ')}
              </Typography>
              {enterprise && !mine.isPending && !mine.isError ? (
                <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
                  {request ? <ChainContactStatus request={request} /> : null}
                  {inProgress(request) ? null : (
                    <Button variant="outlined" size="small" onPointerEnter={() => void loadChainContactDialog()} onFocus={() => void loadChainContactDialog()} onClick={() => setAsking(item)} aria-label={`我要对接 ${item.title}`}>
                      {request ? '再次对接' : '我要对接'}
                    </Button>
                  )}
                </Stack>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {asking ? <Suspense fallback={null}><ChainContactDialog key={asking.id} opportunity={asking} open onClose={() => setAsking(null)} /></Suspense> : null}
    </Stack>
  );
}

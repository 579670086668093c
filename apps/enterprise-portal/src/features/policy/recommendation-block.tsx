import { Link as RouterLink } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePolicyRecommendations, useSubsidyEstimate, type PolicyRecommendation } from '@smes/api';

import { AsyncContent, EmptyState, ProgressBar, SectionCard } from '@smes/ui';

import { paths } from '../../app/paths';
import { amountText } from '../../shared/display/declaration-display';
import { EstimateDetails } from '../../shared/estimate/estimate-details';


/** 为你推荐 for a signed-in enterprise: the policies its ledger matches best. Render only when logged in. */
export function RecommendationBlock() {
  const recommendations = usePolicyRecommendations();
  return (
    <SectionCard
      title="为你推荐"
      action={
        <Link component={RouterLink} to={paths.policyMatch.index} variant="body2">
          智能政策匹配
        </Link>
      }
    >
      <AsyncContent
        isPending={recommendations.isPending}
        error={recommendations.error}
        data={recommendations.data}
        onRetry={() => void recommendations.refetch()}
        empty={
          <EmptyState
            title="还没有可推荐的政策"
            description="完善企业档案后，我们会按您的企业情况推荐可享受的政策。"
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button component={RouterLink} to={paths.personalCenter.enterpriseInformation} variant="contained">
                  完善企业档案
                </Button>
                <Button component={RouterLink} to={paths.policyMatch.index} variant="outlined">
                  智能政策匹配
                </Button>
              </Stack>
            }
          />
        }
      >
        {(items) => (
          <List disablePadding aria-label="推荐政策">
            {items.map((item) => (
              <RecommendationLine key={item.policyId} item={item} />
            ))}
          </List>
        )}
      </AsyncContent>
      <HomeEstimate />
    </SectionCard>
  );
}

/** The match report's 预估可获资金 for the current ledger (same function, same range); nothing without a ledger. */
function HomeEstimate() {
  const estimate = useSubsidyEstimate();
  if (!estimate.data) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <EstimateDetails estimate={estimate.data} title="预估可获资金" />
    </Box>
  );
}

function RecommendationLine({ item }: { item: PolicyRecommendation }) {
  const amount = amountText(item.supportAmount);
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.25 }}>
      <Link component={RouterLink} to={paths.policyNotice.detail(item.policyId)} underline="hover" sx={{ fontWeight: 600 }}>
        {item.title}
      </Link>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            匹配度 {item.matchDegree}%
          </Typography>
          <ProgressBar
            value={Math.min(100, Math.max(0, item.matchDegree))}
            aria-label={`匹配度 ${item.matchDegree}%`}
            sx={{ flexGrow: 1, minWidth: 60 }}
          />
        </Box>
        {amount ? (
          <Typography variant="body2" color="secondary" sx={{ fontWeight: 600 }}>
            {amount}
          </Typography>
        ) : null}
        {item.status === 'incomplete' ? (
          <Typography variant="body2" color="text.secondary">
            档案待完善
          </Typography>
        ) : null}
      </Stack>
    </ListItem>
  );
}

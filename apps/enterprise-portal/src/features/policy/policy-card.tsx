import { Link as RouterLink } from 'react-router-dom';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PolicySummary } from '@smes/api';

import { StatusChip } from '@smes/ui';

import { LEVEL_LABELS } from '../../shared/display/policy-level';

import { HighlightedText } from '../../shared/display/highlighted-text';

import { VALIDITY_LABELS } from './policy-labels';
import { paths } from '../../app/paths';
import { amountText } from '../../shared/display/declaration-display';


export type PolicyCardProps = {
  policy: PolicySummary;
};

/** One search hit: highlighted title and snippet, 文号, issuer, date, level and validity. */
export function PolicyCard({ policy }: PolicyCardProps) {
  const amount = amountText(policy.supportAmount);
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          <Link component={RouterLink} to={paths.policyNotice.detail(policy.id)} underline="hover" color="primary">
            <HighlightedText segments={policy.titleSegments} />
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <StatusChip status={policy.validity === 'valid' ? 'open' : 'closed'} label={VALIDITY_LABELS[policy.validity]} />
          <Chip size="small" label={LEVEL_LABELS[policy.level]} />
          <Chip size="small" variant="outlined" label={policy.category} />
          {amount ? (
            <Typography component="span" variant="body2" color="secondary" sx={{ fontWeight: 600 }}>
              {amount}
            </Typography>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          <HighlightedText segments={policy.snippetSegments} />
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {[policy.docNo, policy.issuer, policy.regionName, `发布于 ${policy.publishDate}`, `浏览 ${policy.viewCount}`].filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_STATUS_LABELS, DEMAND_TYPE_LABELS, type DemandSummary } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { paths } from '../../app/paths';
import { DEMAND_STATUS_TONES, budgetText } from './demand-queries';

export type DemandCardProps = { demand: DemandSummary; headingLevel?: 'h2' | 'h3' };

/** One demand in a list: title and status, type and section, what is needed, then budget, region, deadline and responses. */
export function DemandCard({ demand, headingLevel = 'h3' }: DemandCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.market.order.detail(demand.id)} underline="hover">
              {demand.title}
            </Link>
          </Typography>
          <StatusChip status={DEMAND_STATUS_TONES[demand.status]} label={DEMAND_STATUS_LABELS[demand.status]} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" variant="outlined" label={DEMAND_TYPE_LABELS[demand.type]} />
          <Chip size="small" variant="outlined" label={demand.industryLabel} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-word' }}>
          {demand.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          预算：{budgetText(demand.budgetMin, demand.budgetMax)} · {demand.regionName} · 截止 {demand.deadline} · {demand.responseCount} 家对接 · {demand.publisherName}
        </Typography>
      </CardContent>
    </Card>
  );
}

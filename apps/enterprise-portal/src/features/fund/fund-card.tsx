import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FundSummary } from '@smes/api';
import { paths } from '../../app/paths';
import { GUARANTEE_LABELS, amountRangeText, rateRangeText, termRangeText } from './fund-labels';

export type FundCardProps = {
  fund: FundSummary;
  compared: boolean;
  onToggleCompare: (id: number) => void;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One product: amount, rate and term ranges up front, then guarantee mode, tags, provider; and 加入对比. */
export function FundCard({ fund, compared, onToggleCompare }: FundCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={paths.fund.detail(fund.id)} underline="hover">
                {fund.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${fund.provider} · ${fund.regionName}`}
            </Typography>
          </Box>
          <FormControlLabel
            sx={{ flexShrink: 0, mr: 0 }}
            control={<Checkbox checked={compared} onChange={() => onToggleCompare(fund.id)} slotProps={{ input: { 'aria-label': `对比 ${fund.name}` } }} />}
            label="对比"
          />
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, my: 1.5 }}>
          <Figure label="额度" value={amountRangeText(fund)} />
          <Figure label="参考年利率" value={rateRangeText(fund)} />
          <Figure label="期限" value={termRangeText(fund)} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" color="primary" variant="outlined" label={GUARANTEE_LABELS[fund.guarantee]} />
          {fund.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {fund.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {`发布于 ${fund.publishDate} · ${fund.applicationCount} 家企业申请过`}
        </Typography>
      </CardContent>
    </Card>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { GovServiceSummary } from '@smes/api';
import { paths } from '../../app/paths';
import { GOV_TOPIC_LABELS, promisedText, visitsText } from './gov-service-queries';

/** One item in the list: its name and city, who handles it, and what people compare first: time, trips, fee. */
export function GovServiceCard({ item }: { item: GovServiceSummary }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.governmentService.detail(item.id)} underline="hover">
              {item.name}
            </Link>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {item.favorite && <Chip size="small" color="primary" variant="outlined" icon={<StarIcon />} label="已收藏" />}
            <Chip size="small" variant="outlined" label={GOV_TOPIC_LABELS[item.topic]} />
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {item.department} · {item.kind}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" label={`承诺时限：${promisedText(item)}`} />
          <Chip size="small" color={item.fullyOnline ? 'success' : 'default'} label={visitsText(item)} />
          <Chip size="small" label={item.fee === '不收费' ? '不收费' : '收费（见指南）'} />
        </Stack>
      </CardContent>
    </Card>
  );
}

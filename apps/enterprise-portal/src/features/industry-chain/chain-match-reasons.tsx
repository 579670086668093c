import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChainMatch, ChainMatchReason } from '@smes/api';
import { paths } from '../../app/paths';

const FACTOR_LABELS: Record<ChainMatchReason['factor'], string> = { industry: '所属行业', products: '主营产品', tiers: '梯度资质' };
const STATUS: Record<ChainMatchReason['status'], { label: string; color: 'success' | 'default' | 'warning' }> = {
  matched: { label: '相符', color: 'success' },
  unmatched: { label: '不相符', color: 'default' },
  missing: { label: '档案未填写', color: 'warning' },
};

/** The score with each ledger fact it rests on: what matched which segment, what did not, and what is missing. */
export function ChainMatchReasons({ match }: { match: ChainMatch }) {
  const missing = match.reasons.some((reason) => reason.status === 'missing');
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {match.score}
          <Typography component="span" variant="body1" color="text.secondary">
            {' '}
            / 100 分
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {match.segment ? `最相符的环节：${match.segment}` : '档案主营产品与本链各环节的典型产品都不相符，没有最相符的环节'}
        </Typography>
      </Box>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="匹配理由">
        {match.reasons.map((reason) => (
          <Box component="li" key={reason.factor}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography variant="subtitle2" component="span">
                {FACTOR_LABELS[reason.factor]}
              </Typography>
              <Chip size="small" color={STATUS[reason.status].color} label={STATUS[reason.status].label} />
              <Typography variant="body2" component="span" color="text.secondary">
                {reason.points} / {reason.maxPoints} 分
              </Typography>
            </Stack>
            <Typography variant="body2">{reason.text}</Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        匹配度只依据企业档案中的所属行业、主营产品和资质计算，未填写的项目不计分。
        {missing && (
          <>
            {' '}
            <Link component={RouterLink} to={paths.personalCenter.enterpriseInformation}>
              去企业信息补充档案
            </Link>
          </>
        )}
      </Typography>
    </Stack>
  );
}

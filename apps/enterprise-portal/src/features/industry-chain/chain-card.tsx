import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChainMatch, IndustryChainSummary } from '@smes/api';
import { paths } from '../../app/paths';
import { driveIndexParts } from './drive-index';

export type ChainCardProps = {
  chain: IndustryChainSummary;
  /** The signed-in enterprise's match; absent for visitors, who are asked to log in once on the page. */
  match?: ChainMatch;
};

/** One chain: name, leaders, 带动指数 with its parts, and the enterprise's matching score when known. */
export function ChainCard({ chain, match }: ChainCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={paths.market.platform.detail(chain.id)} underline="hover">
              {chain.name}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            带动指数 <strong>{chain.driveIndex.value}</strong>
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {chain.intro}
        </Typography>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          链主企业：{chain.leaders.join('、')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: match ? 1 : 0 }}>
          {chain.regionName} · {driveIndexParts(chain.driveIndex)}
        </Typography>
        {match && (
          <Typography variant="body2">
            我的匹配度 <strong>{match.score} 分</strong>
            {match.segment ? `（${match.segment}）` : '（主营产品与各环节都不相符）'}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

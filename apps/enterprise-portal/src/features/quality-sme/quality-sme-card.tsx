import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QualityEnterpriseSummary } from '@smes/api';
import { paths } from '../../app/paths';
import { industryLabel, tierWithYear } from './quality-sme-labels';

export type QualitySmeCardProps = {
  enterprise: QualityEnterpriseSummary;
  headingLevel?: 'h2' | 'h3';
};

/** One public enterprise: name, its tiers with the year of each, main products, region, industry and patents. */
export function QualitySmeCard({ enterprise, headingLevel = 'h3' }: QualitySmeCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          <Link component={RouterLink} to={paths.enterpriseProfile(enterprise.id)} underline="hover">
            {enterprise.name}
          </Link>
        </Typography>
        <Stack component="ul" direction="row" spacing={1} useFlexGap aria-label="梯度资质" sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {enterprise.tiers.map((tier) => (
            <li key={tier.tier}>
              <Chip size="small" color={tier.tier === 'littleGiant' ? 'primary' : 'default'} label={tierWithYear(tier)} />
            </li>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          主营产品：{enterprise.mainProducts}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {[enterprise.regionName, industryLabel(enterprise.industry), `有效专利 ${enterprise.patents} 件`].join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

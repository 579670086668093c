import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InstitutionCard as InstitutionCardData } from '@smes/api';
import { paths } from '../../app/paths';
import { RatingStars } from './rating-stars';

export type InstitutionCardProps = {
  institution: InstitutionCardData;
  /** h3 under a section's h2 (the default); h2 directly under a list page's h1. */
  headingLevel?: 'h2' | 'h3';
};

/** One certified institution: name, service categories, region, one-line intro, rating and what it has done. */
export function InstitutionCard({ institution, headingLevel = 'h3' }: InstitutionCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          <Link component={RouterLink} to={paths.service.institutionDetail(institution.id)} underline="hover">
            {institution.name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          {institution.serviceCategories.map((category) => (
            <Chip key={category} size="small" label={category} />
          ))}
          <RatingStars rating={institution.rating} count={institution.reviewCount} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {institution.intro}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {[institution.regionName, `产品 ${institution.productCount} 个`, `案例 ${institution.caseCount} 个`, `已完成订单 ${institution.completedOrders} 单`].join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

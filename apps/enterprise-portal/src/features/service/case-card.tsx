import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceCaseCard } from '@smes/api';
import { paths } from '../../app/paths';

export type CaseCardProps = {
  serviceCase: ServiceCaseCard;
  headingLevel?: 'h2' | 'h3';
};

/** One published case: the client is named only by industry (its name is never public). */
export function CaseCard({ serviceCase, headingLevel = 'h3' }: CaseCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          <Link component={RouterLink} to={paths.service.anli(serviceCase.id)} underline="hover">
            {serviceCase.title}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Chip size="small" label={serviceCase.category} />
          <Chip size="small" variant="outlined" label={`客户行业：${serviceCase.clientIndustry}`} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {serviceCase.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {`${serviceCase.institutionName} · 完成于 ${serviceCase.completedOn}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

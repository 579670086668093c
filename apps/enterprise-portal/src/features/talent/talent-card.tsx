import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TalentSummary } from '@smes/api';
import { paths } from '../../app/paths';
import { AVAILABILITY_LABELS, EDUCATION_LABELS, payRangeText } from './talent-labels';

export type TalentCardProps = { talent: TalentSummary };

/** One person: who (public name and title), what they are good at, where, how long, and what they expect. */
export function TalentCard({ talent }: TalentCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={paths.talent.detail(talent.id)} underline="hover">
                {`${talent.displayName} · ${talent.title}`}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${talent.regionName} · ${talent.yearsOfExperience} 年经验 · ${EDUCATION_LABELS[talent.education]} · ${AVAILABILITY_LABELS[talent.availability]}`}
            </Typography>
          </Box>
          <Typography variant="subtitle2" component="p" color="primary" sx={{ fontWeight: 600, flexShrink: 0 }}>
            {payRangeText(talent)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          {talent.skills.map((skill) => (
            <Chip key={skill} size="small" label={skill} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {talent.intro}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {`更新于 ${talent.updatedDate}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeclarationProject } from '@smes/api';
import { formatChinaDate, KeepAmounts, StatusChip } from '@smes/ui';
import { LEVEL_LABELS } from '../../shared/display/policy-level';
import { supportText, windowText } from '../../shared/display/declaration-display';
import { paths } from '../../app/paths';

export type DeclarationCardProps = {
  project: DeclarationProject;
  now: Date;
};

export function DeclarationCard({ project, now }: DeclarationCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={paths.declarationProject.detail(project.id)}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {project.projectName}
            </Typography>
            <StatusChip status={project.status} label={windowText(project, now)} />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
            <Chip size="small" label={LEVEL_LABELS[project.level]} />
            <Chip size="small" variant="outlined" label={project.category} />
            {project.tags.slice(0, 3).map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {project.deptName} · {project.regionName} · 截止 {formatChinaDate(project.endTime)}
          </Typography>
          <Typography variant="body2" color="secondary" sx={{ mt: 0.5, fontWeight: 600 }}>
            <KeepAmounts text={supportText(project)} />
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

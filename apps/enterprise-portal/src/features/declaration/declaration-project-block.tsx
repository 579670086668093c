import { useState } from 'react';

import { Link as RouterLink } from 'react-router-dom';

import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeclarationProjects, type DeclarationProject, type DeclarationQuery } from '@smes/api';

import { AsyncContent, formatChinaDate, KeepAmounts, ListRow, SectionCard, StatusChip } from '@smes/ui';

import { supportText, windowText } from '../../shared/display/declaration-display';

import { paths } from '../../app/paths';
import { withScope, type RegionScope } from '../../shared/region/region-scope';


export type DeclarationProjectBlockProps = {
  title: string;
  query: DeclarationQuery;
  /** The full list with the same filters. */
  moreHref: string;
  /**
   * The region the projects' policies must apply to (全国 and its chain); `waiting` shows the loading state
   * until it is known, so another region's projects never flash up first.
   */
  scope?: RegionScope;
};

/** A titled block of declaration projects from one list query, in compact lines, with its loading, empty and error states. */
export function DeclarationProjectBlock({ title, query, moreHref, scope = { code: null, waiting: false } }: DeclarationProjectBlockProps) {
  const projects = useDeclarationProjects({ query: withScope(query, scope), queryConfig: { enabled: !scope.waiting } });
  const [now] = useState(() => new Date());
  return (
    <SectionCard
      title={title}
      action={
        <Link component={RouterLink} to={moreHref} variant="body2" aria-label={`查看全部${title}项目`}>
          查看全部
        </Link>
      }
    >
      <AsyncContent
        isPending={scope.waiting || projects.isPending}
        error={scope.waiting ? null : projects.error}
        data={scope.waiting ? undefined : projects.data}
        onRetry={() => void projects.refetch()}
        isEmpty={(page) => page.rows.length === 0}
      >
        {(page) => (
          <List disablePadding>
            {page.rows.map((project) => (
              <ProjectLine key={project.id} project={project} now={now} />
            ))}
          </List>
        )}
      </AsyncContent>
    </SectionCard>
  );
}

function ProjectLine({ project, now }: { project: DeclarationProject; now: Date }) {
  return (
    <ListRow>
      <Link component={RouterLink} to={paths.declarationProject.detail(project.id)} underline="hover" sx={{ fontWeight: 600 }}>
        {project.projectName}
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip status={project.status} label={windowText(project, now)} />
        <Typography variant="body2" color="text.secondary">
          <KeepAmounts text={supportText(project)} /> · 截止 {formatChinaDate(project.endTime)}
        </Typography>
      </Stack>
    </ListRow>
  );
}

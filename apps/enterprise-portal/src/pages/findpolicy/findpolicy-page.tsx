import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeclarationProjects } from '@smes/api';
import { AsyncContent, PageContainer, PageHeader } from '@smes/ui';
import { DeclarationCard } from '../../features/declaration/declaration-card';

const OPEN_NOW = { pageNum: 1, pageSize: 5, orderByColumn: 'end_time', isAsc: 'asc', status: 'open' } as const;
const STARTING_SOON = { pageNum: 1, pageSize: 5, orderByColumn: 'create_time', isAsc: 'desc', status: 'not_started' } as const;

/** 找政策: the policy area's hub. */
export default function FindPolicyPage() {
  return (
    <PageContainer>
      <PageHeader
        title="找政策"
        subtitle="汇集各级惠企政策的申报项目：看条件、备材料、一键撰写申报材料"
        breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策' }]}
        actions={
          <Button component={RouterLink} to="/findpolicy/DeclarationProject" variant="contained">
            检索全部申报项目
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ProjectColumn title="正在申报" query={OPEN_NOW} more="/findpolicy/DeclarationProject?status=open&orderByColumn=end_time&isAsc=asc" />
        <ProjectColumn title="即将开始" query={STARTING_SOON} more="/findpolicy/DeclarationProject?status=not_started" />
      </Box>
    </PageContainer>
  );
}

type ProjectColumnProps = { title: string; query: typeof OPEN_NOW | typeof STARTING_SOON; more: string };

function ProjectColumn({ title, query, more }: ProjectColumnProps) {
  const projects = useDeclarationProjects({ query });
  const [now] = useState(() => new Date());
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`column-${query.status}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography id={`column-${query.status}`} component="h2" variant="h6">
          {title}
        </Typography>
        <Button component={RouterLink} to={more} size="small" aria-label={`查看全部${title}项目`}>
          查看全部
        </Button>
      </Stack>
      <AsyncContent
        isPending={projects.isPending}
        error={projects.error}
        data={projects.data}
        onRetry={() => void projects.refetch()}
        isEmpty={(page) => page.rows.length === 0}
      >
        {(page) => (
          <Stack spacing={1.5}>
            {page.rows.map((project) => (
              <DeclarationCard key={project.id} project={project} now={now} />
            ))}
          </Stack>
        )}
      </AsyncContent>
    </Paper>
  );
}

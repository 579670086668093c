import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import RuleIcon from '@mui/icons-material/Rule';
import { ApiError, useDeclarationProject, useExportDeclarationMaterials, type DeclarationProjectDetail } from '@smes/api';
import { useNotesHandoff } from '@smes/notes-bridge';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';
import { LEVEL_LABELS, formatDate, supportText, windowText } from '../../features/declaration/declaration-display';

function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function NotFound() {
  return (
    <EmptyState
      title="申报项目不存在"
      description="该项目可能已下线，或链接有误。"
      action={
        <Button component={RouterLink} to="/findpolicy/DeclarationProject" variant="outlined">
          返回申报项目列表
        </Button>
      }
    />
  );
}

export default function DeclarationProjectDetailPage() {
  const id = parseId(useParams().id);
  return <PageContainer>{id === null ? <NotFound /> : <ProjectDetail id={id} />}</PageContainer>;
}

function ProjectDetail({ id }: { id: number }) {
  const project = useDeclarationProject(id);
  const notFound = project.error instanceof ApiError && project.error.statusCode === 404;
  if (notFound) return <NotFound />;
  return (
    <AsyncContent isPending={project.isPending} error={project.error} data={project.data} onRetry={() => void project.refetch()}>
      {(detail) => <ProjectDetailView project={detail} />}
    </AsyncContent>
  );
}

function ProjectDetailView({ project }: { project: DeclarationProjectDetail }) {
  const [now] = useState(() => new Date());
  const exportMaterials = useExportDeclarationMaterials();
  const notes = useNotesHandoff({ redirectUrl: window.location.href });
  const hardConditions = project.conditions.filter((condition) => condition.kind === 'hard');
  const softConditions = project.conditions.filter((condition) => condition.kind === 'soft');

  return (
    <>
      <PageHeader
        title={project.projectName}
        subtitle={`${project.deptName} · ${project.regionName}`}
        breadcrumbs={[
          { label: '首页', to: '/home' },
          { label: '找政策', to: '/findpolicy' },
          { label: '申报项目', to: '/findpolicy/DeclarationProject' },
          { label: '项目详情' },
        ]}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              startIcon={<EditNoteIcon />}
              loading={notes.isPending}
              onClick={() => void notes.open(project.id)}
            >
              撰写材料
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={exportMaterials.isPending}
              onClick={() => exportMaterials.mutate(project.id)}
            >
              下载材料清单
            </Button>
          </Stack>
        }
      />
      {notes.errorMessage ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {notes.errorMessage}
        </Alert>
      ) : null}
      {exportMaterials.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportMaterials.error.message}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <StatusChip status={project.status} label={windowText(project, now)} />
          <Chip size="small" label={LEVEL_LABELS[project.level]} />
          <Chip size="small" variant="outlined" label={project.category} />
          {project.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
        >
          <Typography component="dt" color="text.secondary">扶持力度</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} color="secondary">{supportText(project)}</Typography>
          <Typography component="dt" color="text.secondary">申报时间</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDate(project.startTime)} 至 {formatDate(project.endTime)}
          </Typography>
          <Typography component="dt" color="text.secondary">政策依据</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {project.policyBasis.title}（{project.policyBasis.docNo}，{project.policyBasis.issuer}）
          </Typography>
          <Typography component="dt" color="text.secondary">咨询方式</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {project.contact.name} {project.contact.phone} · {project.contact.address}
          </Typography>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography>{project.summary}</Typography>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <SectionCard title="申报条件">
          <ConditionList title="基本条件（须全部满足）" conditions={hardConditions} />
          {softConditions.length > 0 ? <ConditionList title="优先支持" conditions={softConditions} /> : null}
        </SectionCard>
        <Stack spacing={3}>
          <SectionCard title="申报材料">
            <List dense disablePadding>
              {project.materials.map((material) => (
                <ListItem key={material.id} disableGutters alignItems="flex-start">
                  <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                    <DescriptionOutlinedIcon fontSize="small" color={material.required ? 'primary' : 'disabled'} />
                  </ListItemIcon>
                  <ListItemText
                    primary={`${material.name}${material.required ? '' : '（选报）'}`}
                    secondary={material.description}
                  />
                </ListItem>
              ))}
            </List>
          </SectionCard>
          <SectionCard title="申报批次">
            <List dense disablePadding>
              {project.batches.map((batch) => (
                <ListItem key={batch.name} disableGutters>
                  <ListItemText primary={batch.name} secondary={`${formatDate(batch.startTime)} 至 ${formatDate(batch.endTime)}`} />
                </ListItem>
              ))}
            </List>
          </SectionCard>
          <SectionCard title="申报流程">
            <Box component="ol" sx={{ pl: 3, m: 0 }}>
              {project.procedure.map((step) => (
                <Typography component="li" key={step} variant="body2" sx={{ mb: 0.5 }}>
                  {step}
                </Typography>
              ))}
            </Box>
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}

type ConditionListProps = { title: string; conditions: DeclarationProjectDetail['conditions'] };

function ConditionList({ title, conditions }: ConditionListProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {conditions.map((condition) => (
          <ListItem key={condition.id} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              {condition.kind === 'hard' ? <CheckCircleOutlineIcon fontSize="small" color="primary" /> : <RuleIcon fontSize="small" color="action" />}
            </ListItemIcon>
            <ListItemText
              primary={condition.title}
              secondary={
                <>
                  {condition.detail}
                  <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }} color="text.secondary">
                    依据：{condition.basis}
                  </Typography>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

import { useState } from 'react';

import { Link as RouterLink, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { type DeclarationProjectDetail, type EvaluationConditionResult, isNotFound, useDeclarationProject, useLastProjectEvaluation } from '@smes/api';

import { useSession } from '@smes/session';

import { AsyncContent, formatChinaDate, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';

import { conditionVerdict } from '../../features/application/evaluation-reading';

import { MaterialShortcutAlerts, useMaterialShortcuts } from '../../features/application/material-shortcuts';
import { ProjectActions } from '../../features/application/project-actions';

import { LEVEL_LABELS } from '../../shared/display/policy-level';

import { supportText, windowText } from '../../shared/display/declaration-display';

import { parseRouteId, paths } from '../../app/paths';
import { CITED_CLAUSE_SX, clauseProps, useClauseParam, useScrollToClause } from '../../shared/display/clause-anchor';
import { ProjectNotFound } from '../../features/declaration/project-not-found';
import { PolicyAssistantBlock } from '../../features/assistant/policy-assistant-block';


export default function DeclarationProjectDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <ProjectNotFound /> : <ProjectDetail id={id} />}</PageContainer>;
}

function ProjectDetail({ id }: { id: number }) {
  const project = useDeclarationProject(id);
  const notFound = isNotFound(project.error);
  if (notFound) return <ProjectNotFound />;
  return (
    <AsyncContent isPending={project.isPending} error={project.error} data={project.data} onRetry={() => void project.refetch()}>
      {(detail) => <ProjectDetailView project={detail} />}
    </AsyncContent>
  );
}

function ProjectDetailView({ project }: { project: DeclarationProjectDetail }) {
  const [now] = useState(() => new Date());
  const { isLoggedIn } = useSession();
  const shortcuts = useMaterialShortcuts();
  const evaluation = useLastProjectEvaluation(project.id).data?.evaluation ?? null;
  // A citation counts conditions, then materials (the contract's AssistantCitation.paragraph).
  const cited = useClauseParam();
  useScrollToClause(cited);
  const conditionIndex = (conditionId: DeclarationProjectDetail['conditions'][number]['id']) =>
    project.conditions.findIndex((condition) => condition.id === conditionId);
  const hardConditions = project.conditions.filter((condition) => condition.kind === 'hard');
  const softConditions = project.conditions.filter((condition) => condition.kind === 'soft');
  // Both screens are the account's own; a visitor goes through the login page and lands on the screen.
  const accountPath = (path: string) => (isLoggedIn ? path : paths.loginThenReturn(path));

  return (
    <>
      <PageHeader
        title={project.projectName}
        subtitle={`${project.deptName} · ${project.regionName}`}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找政策', to: paths.findpolicy },
          { label: '申报项目', to: paths.declarationProject.list },
          { label: '项目详情' },
        ]}
        actions={<ProjectActions projectId={project.id} shortcuts={shortcuts} accountPath={accountPath} selfEvaluation={project.selfEvaluation} />}
      />
      <MaterialShortcutAlerts shortcuts={shortcuts} />
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
            {formatChinaDate(project.startTime)} 至 {formatChinaDate(project.endTime)}
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
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {evaluation
              ? '以下为您最近一次自评的逐项结果，企业档案更新后可重新自评。'
              : `共 ${project.conditions.length} 项条件。可对照逐项核对，或用企业档案一键自评。`}{' '}
            <Link component={RouterLink} to={accountPath(paths.projectEvaluation(project.id))} underline="always">
              {evaluation ? '查看自评结果' : '去自评'}
            </Link>
          </Typography>
          <ConditionChecklist
            title="基本条件（须全部满足）"
            conditions={hardConditions}
            results={evaluation?.results ?? []}
            indexOf={conditionIndex}
            cited={cited}
          />
          {softConditions.length > 0 ? (
            <ConditionChecklist title="优先支持" conditions={softConditions} results={evaluation?.results ?? []} indexOf={conditionIndex} cited={cited} />
          ) : null}
        </SectionCard>
        <Stack spacing={3}>
          <PolicyAssistantBlock docType="project" docId={project.id} />
          <SectionCard title="申报材料">
            <List dense disablePadding>
              {project.materials.map((material, index) => (
                <ListItem
                  key={material.id}
                  disableGutters
                  alignItems="flex-start"
                  {...clauseProps(project.conditions.length + index, cited)}
                  sx={[project.conditions.length + index === cited && CITED_CLAUSE_SX]}
                >
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
                  <ListItemText primary={batch.name} secondary={`${formatChinaDate(batch.startTime)} 至 ${formatChinaDate(batch.endTime)}`} />
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

const RESULT_MARKS = {
  pass: { label: '自评：符合', icon: <CheckCircleIcon fontSize="small" color="success" /> },
  fail: { label: '自评：不符合', icon: <CancelOutlinedIcon fontSize="small" color="error" /> },
  unknown: { label: '自评：待核验', icon: <HelpOutlineIcon fontSize="small" color="warning" /> },
} as const;

type ConditionChecklistProps = {
  title: string;
  conditions: DeclarationProjectDetail['conditions'];
  /** The latest self-evaluation's results; a condition it covers shows its verdict instead of an empty box. */
  results: readonly EvaluationConditionResult[];
  /** A condition's place among all the project's conditions: its clause anchor. */
  indexOf: (conditionId: DeclarationProjectDetail['conditions'][number]['id']) => number;
  cited: number | null;
};

function ConditionChecklist({ title, conditions, results, indexOf, cited }: ConditionChecklistProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <List dense disablePadding component="ol">
        {conditions.map((condition) => {
          const verdict = conditionVerdict(condition.id, results);
          const mark = verdict ? RESULT_MARKS[verdict.status] : null;
          return (
            <ListItem
              key={condition.id}
              disableGutters
              alignItems="flex-start"
              {...clauseProps(indexOf(condition.id), cited)}
              sx={[indexOf(condition.id) === cited && CITED_CLAUSE_SX]}
            >
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }} aria-hidden>
                {mark ? mark.icon : <CheckBoxOutlineBlankIcon fontSize="small" color="action" />}
              </ListItemIcon>
              <ListItemText
                primary={condition.title}
                secondary={
                  <>
                    {condition.detail}
                    {mark ? (
                      <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }} color="text.primary">
                        {mark.label}
                        {verdict?.actualText ? `（实际：${verdict.actualText}）` : ''}
                      </Typography>
                    ) : null}
                    <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }} color="text.secondary">
                      依据：{condition.basis}
                    </Typography>
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

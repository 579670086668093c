import { useId } from 'react';

import { Link as RouterLink } from 'react-router-dom';

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_APPLICATION_LIST_QUERY, useMyApplications, type Application, type ApplicationListQuery } from '@smes/api';

import { EmptyState, ProgressBar, StatusChip, formatChinaDateTime } from '@smes/ui';

import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, applicationStatusTone, currentStepSummary } from '../../features/application/application-display';
import { parseApplicationListQuery } from '../../features/application/application-list-query';

import { StatusList } from '../../shared/list/status-list';

import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

import { paths } from '../../app/paths';


export default function MyApplicationPage() {
  return (
    <PersonalCenterFrame title="我的申报" subtitle="每个项目的材料准备情况和办理进度">
      <MyApplications />
    </PersonalCenterFrame>
  );
}

const useApplications = (query: ApplicationListQuery) => useMyApplications({ query });

function MyApplications() {
  return (
    <StatusList
      parse={parseApplicationListQuery}
      defaults={DEFAULT_APPLICATION_LIST_QUERY}
      statusKey="status"
      useRows={useApplications}
      tabs={{ label: '按申报状态筛选', options: APPLICATION_STATUSES, labels: APPLICATION_STATUS_LABELS }}
      filter="chips"
      label="申报列表"
      count={(total) => `共 ${total} 个申报`}
      empty={(status, showAll) =>
        status ? (
          <EmptyState
            title={`没有${APPLICATION_STATUS_LABELS[status]}的申报`}
            action={
              <Button variant="outlined" onClick={showAll}>
                查看全部申报
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="还没有申报"
            description="在申报项目中找到适合的项目，先自评，再点击「我要申报」开始准备材料。"
            action={
              <Button component={RouterLink} to={paths.declarationProject.list} variant="contained">
                浏览申报项目
              </Button>
            }
          />
        )
      }
      inStack={false}
    >
      {(rows) => rows.map((application) => <ApplicationCard key={application.id} application={application} />)}
    </StatusList>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const progressLabelId = useId();
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.projectApplication(application.projectId, application.id)} underline="hover">
              {application.projectName}
            </Link>
          </Typography>
          <StatusChip status={applicationStatusTone(application.status)} label={APPLICATION_STATUS_LABELS[application.status]} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          当前环节：{currentStepSummary(application)}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 1.5 }}>
          <Typography id={progressLabelId} variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            材料进度 {application.progress}%
          </Typography>
          <ProgressBar
            value={application.progress}
            aria-labelledby={progressLabelId}
            sx={{ flexGrow: 1, height: (theme) => theme.spacing(0.75), borderRadius: 1 }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            已上传 {application.materials.filter((material) => material.file !== null).length} 份材料文件 · 创建于{' '}
            {formatChinaDateTime(application.createdAt)}
            {application.submittedAt ? ` · 提交于 ${formatChinaDateTime(application.submittedAt)}` : ''}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexShrink: 0 }}>
            <Link component={RouterLink} to={paths.personalCenter.myApplicationProgress(application.id)} variant="body2" aria-label={`办理进度：${application.projectName}`}>
              办理进度
            </Link>
            <Link component={RouterLink} to={paths.declarationProject.detail(application.projectId)} variant="body2">
              项目详情
            </Link>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

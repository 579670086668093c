import { Suspense, lazy, useEffect } from 'react';
import { useParams } from 'react-router-dom';

import { isNotFound, useDeclarationProject } from '@smes/api';

import { useSession } from '@smes/session';

import { AsyncContent, LoadingState, PageContainer, PageHeader } from '@smes/ui';

import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

import { useMaterialShortcuts } from '../../features/application/material-shortcuts';

import { ExportReportButton } from '../../features/match/export-report-button';

import { ProjectNotFound } from '../../features/declaration/project-not-found';

import { parseRouteId } from '../../app/paths';
import { projectBreadcrumbs } from '../../features/declaration/project-breadcrumbs';

const loadView = () => import('../../features/application/project-evaluation-view');
const ProjectEvaluationView = lazy(() => loadView().then((module) => ({ default: module.ProjectEvaluationView })));

export default function ProjectEvaluationPage() {
  const projectId = parseRouteId(useParams().id);
  const { isLoggedIn } = useSession();
  if (projectId === null) {
    return (
      <PageContainer>
        <ProjectNotFound />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {isLoggedIn ? (
        <ProjectEvaluation projectId={projectId} />
      ) : (
        <>
          <PageHeader title="项目自评" breadcrumbs={projectBreadcrumbs(projectId, '项目自评')} />
          <LoginPrompt description="项目自评以您的企业档案逐条核对申报条件，结果会保存到「我的报告」，请登录企业账号后使用。" />
        </>
      )}
    </PageContainer>
  );
}

function ProjectEvaluation({ projectId }: { projectId: number }) {
  const project = useDeclarationProject(projectId);
  const shortcuts = useMaterialShortcuts();
  // The view's chunk is fetched alongside the project, not after it; if it fails, the lazy view reports it.
  useEffect(() => {
    loadView().catch(() => undefined);
  }, []);
  if (isNotFound(project.error)) return <ProjectNotFound />;
  return (
    <AsyncContent isPending={project.isPending} error={project.error} data={project.data} onRetry={() => void project.refetch()}>
      {(detail) => (
        <Suspense fallback={<LoadingState />}>
          <ProjectEvaluationView
            project={detail}
            shortcuts={shortcuts}
            breadcrumbs={projectBreadcrumbs(detail.id, '项目自评')}
            exportButton={(reportId) => <ExportReportButton reportId={reportId} format="pdf" />}
          />
        </Suspense>
      )}
    </AsyncContent>
  );
}


import { Suspense, lazy, useEffect } from 'react';
import { useLedger } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, LoadingState, PageContainer, PageHeader } from '@smes/ui';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { paths } from '../../app/paths';
import { useScopedMatchablePolicies } from '../../features/match/use-scoped-matchable-policies';

const loadQuestionnaire = () => import('../../features/match/questionnaire-form');
const Questionnaire = lazy(() => loadQuestionnaire().then((module) => ({ default: module.Questionnaire })));

export default function PolicyMatchProceedPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        title="匹配问卷"
        subtitle="回答现行政策申报条件用到的问题，答案会保存到企业档案，随后生成匹配报告"
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找政策', to: paths.findpolicy },
          { label: '智能政策匹配', to: paths.policyMatch.index },
          { label: '匹配问卷' },
        ]}
      />
      {isLoggedIn ? <QuestionnaireLoader /> : <LoginPrompt description="问卷的答案会保存到您的企业档案，请先登录。" />}
    </PageContainer>
  );
}

function QuestionnaireLoader() {
  const policies = useScopedMatchablePolicies();
  const ledger = useLedger();
  // The form's chunk is fetched alongside the policies and the ledger; if it fails, the lazy form reports it.
  useEffect(() => {
    loadQuestionnaire().catch(() => undefined);
  }, []);
  const data = policies.data && ledger.data ? { policies: policies.data, record: ledger.data } : undefined;
  return (
    <AsyncContent
      isPending={policies.isPending || ledger.isPending}
      error={policies.error ?? ledger.error}
      data={data}
      onRetry={() => {
        if (policies.error) void policies.refetch();
        if (ledger.error) void ledger.refetch();
      }}
    >
      {({ policies: list, record }) => (
        <Suspense fallback={<LoadingState />}>
          <Questionnaire policies={list} record={record} />
        </Suspense>
      )}
    </AsyncContent>
  );
}


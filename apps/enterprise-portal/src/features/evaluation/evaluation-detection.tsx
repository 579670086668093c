import { Suspense, lazy, useEffect, useState } from 'react';
import { useLedger } from '@smes/api';
import type { LedgerRecord } from '@smes/api';
import { qualificationRecord } from '@smes/eligibility';
import { useSession } from '@smes/session';
import { AsyncContent, LoadingState, PageContainer, PageHeader } from '@smes/ui';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { schemeBreadcrumbs } from './breadcrumbs';
import { HeldNotice } from './held-notice';
import type { EvaluationScheme } from './scheme';

const loadDetectionForm = () => import('./detection-form');
const DetectionForm = lazy(() => loadDetectionForm().then((module) => ({ default: module.DetectionForm })));

export type SchemeProps = { scheme: EvaluationScheme };

/** 检测: the questionnaire prefilled from the ledger; only what it lacks is asked, and the answers are saved to it. */
export function EvaluationDetectionScreen({ scheme }: SchemeProps) {
  const { isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader title={`${scheme.name} · 检测`} subtitle={scheme.intro} breadcrumbs={schemeBreadcrumbs(scheme, '检测')} />
      {isLoggedIn ? <DetectionLoader scheme={scheme} /> : <LoginPrompt description={scheme.login.detection} />}
    </PageContainer>
  );
}

function DetectionLoader({ scheme }: SchemeProps) {
  const ledger = useLedger();
  // The form's chunk is fetched alongside the ledger, not after it; if it fails, the lazy form reports it.
  useEffect(() => {
    loadDetectionForm().catch(() => undefined);
  }, []);
  return (
    <AsyncContent isPending={ledger.isPending} error={ledger.error} data={ledger.data} onRetry={() => void ledger.refetch()}>
      {(record) => <Detection scheme={scheme} record={record} />}
    </AsyncContent>
  );
}


function Detection({ scheme, record }: SchemeProps & { record: LedgerRecord }) {
  const [now] = useState(() => new Date());
  // A qualification held in its validity opens the page: the check then measures a re-recognition.
  const [held] = useState(() => {
    const qualification = qualificationRecord(record.ledger, scheme.qualification, now);
    return qualification?.valid ? qualification : null;
  });
  return (
    <Suspense fallback={<LoadingState />}>
      <DetectionForm
        scheme={scheme}
        record={record}
        now={now}
        notice={held ? <HeldNotice held={held} then="以下检测按期满后重新认定的条件测算，供提前准备。" /> : null}
      />
    </Suspense>
  );
}

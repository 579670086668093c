import { Suspense, lazy, useEffect } from 'react';
import { useIpRecords, useLedger } from '@smes/api';
import { AsyncContent, LoadingState } from '@smes/ui';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

const loadSections = () => import('../../features/enterprise/signed-in-sections');
const LedgerForm = lazy(() => loadSections().then((module) => ({ default: module.LedgerForm })));
const PublicListingSwitch = lazy(() => loadSections().then((module) => ({ default: module.PublicListingSwitch })));

export default function EnterpriseInformationPage() {
  return (
    <PersonalCenterFrame title="企业信息" subtitle="企业档案一次填写、持续更新，政策匹配、项目自评和区域对比都以它为准">
      <LedgerLoader />
      <Suspense fallback={null}>
        <PublicListingSwitch />
      </Suspense>
    </PersonalCenterFrame>
  );
}

function LedgerLoader() {
  const ledger = useLedger();
  const ipRecords = useIpRecords();
  const ipRecordCount = ipRecords.data?.rows.length ?? 0;
  // The form's chunk is fetched alongside the ledger; if it fails, the lazy form reports it.
  useEffect(() => {
    loadSections().catch(() => undefined);
  }, []);
  return (
    <AsyncContent isPending={ledger.isPending} error={ledger.error} data={ledger.data} onRetry={() => void ledger.refetch()}>
      {(record) => (
        <Suspense fallback={<LoadingState />}>
          <LedgerForm record={record} ipRecordCount={ipRecordCount} />
        </Suspense>
      )}
    </AsyncContent>
  );
}

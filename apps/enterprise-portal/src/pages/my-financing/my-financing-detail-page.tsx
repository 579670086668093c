import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { isNotFound, useFinancingApplication, useWithdrawFinancingApplication, type FinancingApplication } from '@smes/api';
import { AsyncContent, ConfirmDialog, FactList, formatChinaDateTime, formatWan, preloadConfirmDialog, SectionCard, StatusChip, useToast } from '@smes/ui';
import { paths, parseRouteId } from '../../app/paths';
import { FINANCING_STATUS_LABELS, FINANCING_STATUS_TONES } from '../../features/fund/fund-labels';
import { FinancingTimeline } from '../../features/fund/financing-timeline';
import { MissingContent } from '../../shared/display/missing-content';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

function ApplicationMissing() {
  return <MissingContent title="融资申请不存在" backLabel="返回我的融资" backTo={paths.personalCenter.myFinancing.list} />;
}

/** 融资申请详情: what was asked for, from which ledger, and the provider's answers over time. */
export default function MyFinancingDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PersonalCenterFrame title="融资申请详情">{id === null ? <ApplicationMissing /> : <ApplicationLoader id={id} />}</PersonalCenterFrame>;
}

function ApplicationLoader({ id }: { id: number }) {
  const application = useFinancingApplication(id);
  if (isNotFound(application.error)) return <ApplicationMissing />;
  return (
    <AsyncContent isPending={application.isPending} error={application.error} data={application.data} onRetry={() => void application.refetch()}>
      {(detail) => <ApplicationView application={detail} />}
    </AsyncContent>
  );
}

/** 撤回 while 已提交: the provider has not accepted it yet; the server checks the owner and the status again. */
function WithdrawAction({ application }: { application: FinancingApplication }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawFinancingApplication();
  const toast = useToast();
  const handleConfirm = async () => {
    try {
      await withdraw.mutateAsync(application.id);
      toast.success('已撤回融资申请');
    } catch {
      // The client has already said why the server refused it (accepted in the meantime, not the user's, …).
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        撤回申请
      </Button>
      <ConfirmDialog
        open={confirming}
        title="撤回这笔融资申请？"
        description={`撤回后${application.provider}不再办理申请 ${application.applicationNo}，撤回不能恢复；如仍需融资，可以重新申请。`}
        confirmLabel="撤回申请"
        tone="error"
        busy={withdraw.isPending}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function ApplicationView({ application }: { application: FinancingApplication }) {
  return (
    <Stack spacing={3}>
      {application.status === 'submitted' ? <WithdrawAction application={application} /> : null}
      <SectionCard title="申请信息" action={<StatusChip status={FINANCING_STATUS_TONES[application.status]} label={FINANCING_STATUS_LABELS[application.status]} />}>
        <FactList
          facts={[
            ['申请编号', application.applicationNo],
            ['金融产品', <Link key="product" component={RouterLink} to={paths.fund.detail(application.productId)}>{application.productName}</Link>],
            ['提供机构', application.provider],
            ['申请额度', formatWan(application.amount)],
            ['申请期限', `${application.termMonths} 个月`],
            ['资金用途', application.purpose],
            ['申请企业', application.enterpriseName],
            ['统一社会信用代码', application.creditCode ?? '未填写'],
            ['上年营业收入', application.revenueY1 === null ? '未填写' : formatWan(application.revenueY1)],
            ['联系人', `${application.contactName} ${application.contactPhone}`],
            ['提交时间', formatChinaDateTime(application.createdAt)],
          ]}
        />
      </SectionCard>
      <SectionCard title="办理进度">
        <FinancingTimeline application={application} />
      </SectionCard>
    </Stack>
  );
}

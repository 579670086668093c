import { Suspense, lazy, useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { DEMAND_REVIEW_LABELS, type DemandInput, isNotFound, useDictData, useMyDemand, useRegionTree, useSaveDemand } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, LoadingState, PageContainer, PageHeader, formatChinaDate, useToast } from '@smes/ui';
import { parseRouteId, paths } from '../../app/paths';
import { EMPTY_DEMAND_FORM, formValuesOf, type DemandFormValues } from '../../features/market/demand-form-values';
import { useAccountContact } from '../../shared/forms/account-contact';
import { useEnterpriseRegion } from '../../shared/ledger/use-enterprise-region';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

// The form (its fields, the region picker, the rules: about 20 KiB) is an account's only: a visitor sees the login
// prompt. An account starts fetching it with the lists the form waits for anyway (ADR 98).
const loadDemandForm = () => import('../../features/market/demand-form');
const DemandForm = lazy(() => loadDemandForm().then((module) => ({ default: module.DemandForm })));

/** 发布需求 (spec market › requirements): a new demand, or `?id=` to go on with a draft or a rejected one. */
export default function MarketRequirementsPage() {
  const { isLoggedIn } = useSession();
  const id = parseRouteId(useSearchParams()[0].get('id') ?? undefined);
  useEffect(() => {
    if (isLoggedIn) void loadDemandForm().catch(() => undefined);
  }, [isLoggedIn]);
  return (
    <PageContainer>
      <PageHeader
        title="发布需求"
        subtitle="填写需求信息，提交后经平台审核公开；联系方式只对您采纳的对接单位可见"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找市场', to: paths.market.hub }, { label: '发布需求' }]}
      />
      {!isLoggedIn ? (
        <LoginPrompt description="发布需求需要企业账号，登录后会回到本页。" />
      ) : id === null ? (
        <NewDemand />
      ) : (
        <DraftLoader id={id} />
      )}
    </PageContainer>
  );
}

/** A new demand starts where the enterprise is registered (its ledger) and from the account's phone; both can be changed. */
function NewDemand() {
  const region = useEnterpriseRegion();
  const contact = useAccountContact();
  if (region.status === 'pending') return <LoadingState />;
  return <Editor key="new" initial={{ ...EMPTY_DEMAND_FORM, ...contact, regionCode: region.status === 'ready' ? region.code : '' }} />;
}

function DraftLoader({ id }: { id: number }) {
  const draft = useMyDemand(id);
  if (isNotFound(draft.error)) {
    return (
      <EmptyState
        title="需求不存在"
        description="只能修改您自己发布的需求。"
        action={
          <Button component={RouterLink} to={paths.market.requirements()} variant="outlined">
            发布新需求
          </Button>
        }
      />
    );
  }
  return (
    <AsyncContent isPending={draft.isPending} error={draft.error} data={draft.data} onRetry={() => void draft.refetch()}>
      {(record) =>
        record.record.allowedActions.includes('submit') ? (
          <>
            {record.record.rejectReason ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                审核未通过：{record.record.rejectReason}。修改后可重新提交。
              </Alert>
            ) : null}
            <Editor key={id} id={id} initial={formValuesOf(record.detail)} />
          </>
        ) : (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={paths.personalCenter.demand.detail(id)} color="inherit" size="small">
                查看需求
              </Button>
            }
          >
            该需求{DEMAND_REVIEW_LABELS[record.record.reviewState]}，不能再修改。
          </Alert>
        )
      }
    </AsyncContent>
  );
}

function Editor({ id, initial }: { id?: number; initial: DemandFormValues }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveDemand();
  const industries = useDictData('industry');
  const regions = useRegionTree();

  const handleSave = (demand: DemandInput) => {
    save.mutate(
      { id, demand },
      {
        onSuccess: (record) => {
          const savedId = record.record.demand.id;
          if (demand.submit) {
            toast.success('已提交审核，审核结果会通知您');
            void navigate(paths.personalCenter.demand.detail(savedId));
          } else {
            toast.success('草稿已保存');
            if (id === undefined) void navigate(paths.market.requirements(savedId), { replace: true });
          }
        },
      },
    );
  };

  // The selects get their options before their values: a value outside a select's options is a React warning.
  const lists = industries.data && regions.data ? { industries: industries.data, regions: regions.data } : undefined;
  const listError = industries.error ?? regions.error;
  return (
    <AsyncContent
      isPending={lists === undefined && listError === null}
      error={listError}
      data={lists}
      onRetry={() => {
        void industries.refetch();
        void regions.refetch();
      }}
    >
      {(loaded) => (
        <Suspense fallback={<LoadingState />}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <DemandForm
              initial={initial}
              industries={loaded.industries}
              regions={loaded.regions}
              today={formatChinaDate(new Date())}
              busy={save.isPending}
              onSave={handleSave}
            />
          </Paper>
        </Suspense>
      )}
    </AsyncContent>
  );
}

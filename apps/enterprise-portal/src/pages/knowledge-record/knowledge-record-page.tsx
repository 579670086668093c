import { Suspense, lazy, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useDeleteIpRecord, useIpRecords, useLedger } from '@smes/api';
import type { IpRecord, IpRecordKind, IpRecordList } from '@smes/api';
import { IP_KIND_LABELS, IP_RECORD_KINDS, ipGrantDateLabel, ipStatusLabel } from '@smes/eligibility';
import { useSession } from '@smes/session';
import { AsyncContent, ConfirmDialog, EmptyState, PageContainer, PageHeader, preloadConfirmDialog, SectionCard, StatusChip, useToast } from '@smes/ui';
import { IpCounts } from '../../features/enterprise/ip-counts';
import { FilterTabs } from '../../shared/list/filter-tabs';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { paths } from '../../app/paths';

// Closed at load: the record's form is fetched when the pointer or focus reaches 新增 or 编辑, mounted on the tap (ADR 72).
const loadRecordDialog = () => import('../../features/enterprise/ip-record-dialog');
const IpRecordDialog = lazy(() => loadRecordDialog().then((module) => ({ default: module.IpRecordDialog })));
const preloadRecordDialog = () => void loadRecordDialog();

const STATUS_TONE: Record<IpRecord['status'], string> = { granted: 'approved', pending: 'pending', rejected: 'rejected', expired: 'cancelled', withdrawn: 'cancelled' };

export default function KnowledgeRecordPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        title="知识产权台账"
        subtitle="登记企业的专利、商标和软件著作权；已授权的记录计入企业档案的知识产权数量，高企评测、专精特新评测和政策匹配都按它计算"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '企业档案一览', to: paths.enterprise.overview }, { label: '知识产权台账' }]}
      />
      {isLoggedIn ? <RecordsLoader /> : <LoginPrompt description="知识产权台账属于您的企业档案，请先登录企业账号。" />}
    </PageContainer>
  );
}

function RecordsLoader() {
  const records = useIpRecords();
  return (
    <AsyncContent isPending={records.isPending} error={records.error} data={records.data} onRetry={() => void records.refetch()}>
      {(list) => <Records list={list} />}
    </AsyncContent>
  );
}

type Editing = { record?: IpRecord } | null;

function Records({ list }: { list: IpRecordList }) {
  const [kind, setKind] = useState<IpRecordKind | undefined>(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<IpRecord | null>(null);
  const ledger = useLedger();
  const defaultOwner = ledger.data?.ledger.enterpriseName ?? list.rows[0]?.owner ?? '';
  const shown = useMemo(() => (kind ? list.rows.filter((row) => row.kind === kind) : list.rows), [kind, list.rows]);

  return (
    <Stack spacing={3}>
      <SectionCard title="计入企业档案的数量">
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            只计已授权（商标已注册、软著已登记）的记录；申请中、已驳回、已失效的不计。建立台账后，企业档案里的知识产权数量以台账为准。
            发明专利为Ⅰ类知识产权，实用新型、外观设计、软件著作权为Ⅱ类（《高新技术企业认定管理工作指引》），商标两类都不计。
          </Typography>
          <IpCounts counts={list.counts} label="已授权知识产权数量" />
          <Typography variant="body2">
            需要代理申请、商标注册或贯标？
            <Link component={RouterLink} to={paths.enterprise.ipSteward} underline="always">
              知识产权管家
            </Link>
            按台账推荐认证机构的服务。
          </Typography>
        </Stack>
      </SectionCard>
      <Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="h2" variant="h6">
            台账记录（{list.rows.length} 条）
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onPointerEnter={preloadRecordDialog} onFocus={preloadRecordDialog} onClick={() => setEditing({})}>
            新增知识产权
          </Button>
        </Stack>
        <FilterTabs label="知识产权类型" value={kind} options={IP_RECORD_KINDS} labels={IP_KIND_LABELS} onChange={setKind} />
        {shown.length === 0 ? (
          <EmptyState
            title={list.rows.length === 0 ? '台账还没有记录' : `没有${IP_KIND_LABELS[kind ?? 'invention']}记录`}
            description="点击「新增知识产权」登记专利、商标或软件著作权。"
          />
        ) : (
          <Stack component="ul" spacing={1.5} aria-label="知识产权记录" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((record) => (
              <RecordItem key={record.id} record={record} onEdit={() => setEditing({ record })} onDelete={() => setDeleting(record)} />
            ))}
          </Stack>
        )}
      </Box>
      {editing ? (
        <Suspense fallback={null}>
          <IpRecordDialog record={editing.record} defaultOwner={defaultOwner} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {deleting ? <DeleteDialog record={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}

function RecordItem({ record, onEdit, onDelete }: { record: IpRecord; onEdit: () => void; onDelete: () => void }) {
  const ipClass = record.ipClass === 'class1' ? 'Ⅰ类' : record.ipClass === 'class2' ? 'Ⅱ类' : '不计类别';
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ wordBreak: 'break-word' }}>
            {record.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
            <StatusChip status="processing" label={IP_KIND_LABELS[record.kind]} />
            <StatusChip status={STATUS_TONE[record.status]} label={ipStatusLabel(record.status, record.kind)} />
            <Typography component="span" variant="body2" color="text.secondary">
              {ipClass}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {`编号 ${record.number} · 申请日 ${record.appliedAt} · ${ipGrantDateLabel(record.kind)} ${record.grantedAt ?? '—'} · 权利人 ${record.owner}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'flex-start' }}>
          <Button size="small" variant="outlined" onPointerEnter={preloadRecordDialog} onFocus={preloadRecordDialog} onClick={onEdit} aria-label={`编辑 ${record.name}`}>
            编辑
          </Button>
          <Button size="small" color="error" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={onDelete} aria-label={`删除 ${record.name}`}>
            删除
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function DeleteDialog({ record, onClose }: { record: IpRecord; onClose: () => void }) {
  const remove = useDeleteIpRecord();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(record.id);
      toast.success('已删除');
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '删除未成功，请稍后重试');
    }
  };
  return (
    <ConfirmDialog
      open
      title="删除知识产权记录"
      description={`删除「${record.name}」（${record.number}）？${record.status === 'granted' ? '企业档案里的知识产权数量会随之减少。' : ''}`}
      confirmLabel="删除"
      tone="error"
      busy={remove.isPending}
      onConfirm={() => void handleDelete()}
      onClose={onClose}
    >
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

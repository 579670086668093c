import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { isNotFound, usePolicyDesk } from '@smes/api';
import type { PolicyDeskDetail } from '@smes/api';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, EmptyState, NotFoundPage, PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { PolicyEditor } from '../../features/policy-desk/policy-editor';
import { AccountGate } from '../../shared/account-gate';

/** 新建政策 (no id) and 编辑政策 (the open draft of a desk record). */
export default function PolicyPublishEditorPage() {
  const { id: rawId } = useParams();
  const editing = rawId !== undefined;
  const id = editing ? parseRouteId(rawId) : null;
  const title = editing ? '编辑政策' : '新建政策';
  return (
    <PageContainer>
      <PageHeader
        title={title}
        subtitle="填写政策文件、正文条款与随政策发布的申报；保存草稿后提交审核，由另一位运营人员审核通过后在门户发布"
        breadcrumbs={[
          { label: '工作台', to: paths.home },
          { label: '政策发布', to: paths.policyPublish.list },
          ...(id !== null ? [{ label: '政策发布详情', to: paths.policyPublish.detail(id) }] : []),
          { label: title },
        ]}
      />
      <AccountGate screens="policyPublish">{!editing ? <PolicyEditor detail={null} /> : id === null ? <NotFoundPage /> : <EditDraft id={id} />}</AccountGate>
    </PageContainer>
  );
}

function EditDraft({ id }: { id: number }) {
  const desk = usePolicyDesk(id);
  // Once editing, the editor stays: it shows what changed under it (submitted, published elsewhere) without
  // dropping what was typed, and its own submit moves on to the detail.
  const [editing, setEditing] = useState<PolicyDeskDetail | null>(null);
  if (!editing && desk.data?.open?.status === 'draft') setEditing(desk.data);
  if (editing) return <PolicyEditor detail={editing} />;
  if (isNotFound(desk.error)) return <NotFoundPage />;
  return (
    <AsyncContent isPending={desk.isPending} error={desk.error} data={desk.data} onRetry={() => void desk.refetch()}>
      {(detail) => <NotEditable detail={detail} />}
    </AsyncContent>
  );
}

/** A record without a draft to edit: pending review, published without a 修订 started, repealed or abandoned. */
function NotEditable({ detail }: { detail: PolicyDeskDetail }) {
  const why =
    detail.open?.status === 'pending'
      ? '这一版本已提交审核。如需修改，请在政策详情中撤回审核。'
      : detail.validity === 'valid'
        ? '这项政策已发布，没有正在编辑的版本。如需修改，请在政策详情中发起修订。'
        : '这份政策没有可编辑的草稿。';
  return (
    <EmptyState
      title="没有可编辑的草稿"
      description={why}
      action={
        <Button component={RouterLink} to={paths.policyPublish.detail(detail.id)} variant="outlined">
          查看政策详情
        </Button>
      }
    />
  );
}

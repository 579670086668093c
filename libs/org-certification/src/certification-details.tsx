import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CERTIFICATION_STATUS_LABELS, useDownloadCertificationFile, type CertificationApplication } from '@smes/api';
import { formatChinaDateTime, getErrorMessage, SectionCard, StatusChip } from '@smes/ui';

export type CertificationDetailsProps = {
  application: CertificationApplication;
  /** Buttons under the status (resubmit, approve/reject). */
  actions?: ReactNode;
};

function fileLabel(slot: 'license' | 'certificate', category: string | null): string {
  return slot === 'license' ? '营业执照' : `${category ?? ''}资质证书`;
}

/** A submitted application as its applicant and the reviewing operator see it: status, facts, files, history. */
export function CertificationDetails({ application, actions }: CertificationDetailsProps) {
  const download = useDownloadCertificationFile();
  const rows: [string, string][] = [
    ['机构名称', application.name],
    ['统一社会信用代码', application.creditCode],
    ['法定代表人', application.legalPerson],
    ['所在地区', application.regionName ?? '—'],
    ['办公地址', application.address || '—'],
    ['服务类别', application.serviceCategories.join('、') || '—'],
    ['联系人', `${application.contactName} ${application.contactPhone}`],
    ['电子邮箱', application.contactEmail || '—'],
    ['申请账号', application.applicantName],
    ['提交时间', application.submittedAt ? formatChinaDateTime(application.submittedAt) : '—'],
    ['审核时间', application.reviewedAt ? formatChinaDateTime(application.reviewedAt) : '—'],
  ];
  return (
    <Stack spacing={3}>
      <SectionCard title="认证状态" action={<StatusChip status={application.status} label={CERTIFICATION_STATUS_LABELS[application.status]} />}>
        {application.status === 'pending' ? <Alert severity="warning">申请已提交，平台将在 5 个工作日内完成审核，结果会通过消息通知。</Alert> : null}
        {application.status === 'approved' ? <Alert severity="success">已通过认证，机构主页与上架的服务产品已在门户“找服务”中展示。</Alert> : null}
        {application.status === 'rejected' ? <Alert severity="error">驳回原因：{application.rejectReason ?? '未说明'}</Alert> : null}
        {application.status === 'draft' ? <Alert severity="info">草稿尚未提交审核。</Alert> : null}
        {actions ? (
          <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </SectionCard>
      <SectionCard title="主体信息">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {application.description ? (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }} color="text.secondary">
            {application.description}
          </Typography>
        ) : null}
      </SectionCard>
      <SectionCard title="上传材料">
        {application.files.length === 0 ? (
          <Typography color="text.secondary">尚未上传材料</Typography>
        ) : (
          <List dense disablePadding>
            {application.files.map((file) => (
              <ListItem
                key={file.id}
                disableGutters
                secondaryAction={
                  <Button size="small" disabled={download.isPending} onClick={() => download.mutate({ certificationId: application.id, fileId: file.id })} aria-label={`下载${fileLabel(file.slot, file.category)}：${file.name}`}>
                    下载
                  </Button>
                }
              >
                <ListItemText primary={fileLabel(file.slot, file.category)} secondary={file.name} sx={{ pr: 8, wordBreak: 'break-all' }} />
              </ListItem>
            ))}
          </List>
        )}
        {download.error ? <Alert severity="error">{getErrorMessage(download.error)}</Alert> : null}
      </SectionCard>
      {application.history.length > 0 ? (
        <SectionCard title="审核记录">
          <List dense disablePadding>
            {application.history.map((event, index) => (
              <ListItem key={`${event.at}-${index}`} disableGutters>
                <ListItemText primary={`${CERTIFICATION_STATUS_LABELS[event.status]}${event.note ? `：${event.note}` : ''}`} secondary={formatChinaDateTime(event.at)} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
      ) : null}
    </Stack>
  );
}

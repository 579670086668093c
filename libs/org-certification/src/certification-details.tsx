import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CERTIFICATION_STATUS_LABELS, useCertificationFileSource, type CertificationApplication } from '@smes/api';
import { HandedFileList, formatChinaDateTime, SectionCard, StatusChip } from '@smes/ui';

export type CertificationDetailsProps = {
  application: CertificationApplication;
  /** Buttons under the status (resubmit, approve/reject). */
  actions?: ReactNode;
  /**
   * Who reads it: the applicant is told what happens next; the operator deciding on it reads the facts in neutral
   * words, never the applicant's promises.
   */
  viewer?: 'applicant' | 'operator';
};

const STATUS_TEXT = {
  applicant: {
    pending: '申请已提交，平台将在 5 个工作日内完成审核，结果会通过消息通知。',
    approved: '已通过认证，机构主页与上架的服务产品已在门户“找服务”中展示。',
    draft: '草稿尚未提交审核。',
  },
  operator: {
    pending: '待审核：请核对主体信息，并逐份打开上传的材料后通过或驳回；决定会以消息通知申请机构。',
    approved: '已通过认证：机构与其审核通过的产品在门户展示。',
    draft: '草稿尚未提交审核。',
  },
} as const;

function fileLabel(slot: 'license' | 'certificate', category: string | null, shown: boolean): string {
  return slot === 'license' ? '营业执照' : `${category ?? ''}资质证书${shown ? '（机构主页公开）' : ''}`;
}

/** A submitted application as its applicant and the reviewing operator see it: status, facts, files, history. */
export function CertificationDetails({ application, actions, viewer = 'applicant' }: CertificationDetailsProps) {
  const source = useCertificationFileSource(application.id);
  const text = STATUS_TEXT[viewer];
  const rows: [string, string][] = [
    ['机构名称', application.name],
    ['统一社会信用代码', application.creditCode],
    ['法定代表人', application.legalPerson],
    ['所在地区', application.regionName ?? '—'],
    ['办公地址', application.address || '—'],
    ['成立年份', application.foundedYear === null ? '—' : `${application.foundedYear} 年`],
    ['人员规模', application.staffSize ?? '—'],
    ['一句话简介', application.intro || '—'],
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
        {application.status === 'pending' ? <Alert severity="warning">{text.pending}</Alert> : null}
        {application.status === 'approved' ? <Alert severity="success">{text.approved}</Alert> : null}
        {application.status === 'rejected' ? <Alert severity="error">驳回原因：{application.rejectReason ?? '未说明'}</Alert> : null}
        {application.status === 'draft' ? <Alert severity="info">{text.draft}</Alert> : null}
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
        <HandedFileList
          label="上传材料"
          showHeading={false}
          files={application.files.map((file) => ({ ...file, caption: fileLabel(file.slot, file.category, file.public) }))}
          source={source}
          empty="尚未上传材料"
        />
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

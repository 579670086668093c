import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DemandResponse, saveBlobWithAnchor, useDownloadResponseFile } from '@smes/api';
import { StatusChip, formatChinaDateTime } from '@smes/ui';

export type ResponseCardProps = {
  response: DemandResponse;
  /** 采纳 for the publisher while the demand is 待对接. */
  action?: ReactNode;
};

/** One response as its two parties see it: who, what they offer, how to reach them, the attachment. */
export function ResponseCard({ response, action }: ResponseCardProps) {
  const download = useDownloadResponseFile();
  return (
    <Paper variant="outlined" component="article" aria-label={`${response.responderName}的对接`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {response.responderName}
        </Typography>
        {response.accepted ? <StatusChip status="approved" label="已采纳" /> : null}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word', mb: 1 }}>
        {response.message}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        联系人：{response.contact.name} · {response.contact.phone} · 提交于 {formatChinaDateTime(response.createdAt)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {response.file ? (
          <Button
            size="small"
            variant="outlined"
            loading={download.isPending}
            onClick={() => download.mutate(response.id, { onSuccess: (file) => saveBlobWithAnchor(file.blob, file.fileName) })}
          >
            下载附件：{response.file.name}
          </Button>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}

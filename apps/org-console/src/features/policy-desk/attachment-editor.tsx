import { memo, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useUploadPolicyDeskFile } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { PolicyDeskFile } from '@smes/policy-desk';
import { formatFileSize, getErrorMessage } from '@smes/ui';
import { FileDownloadButton } from './file-download-button';
import { fieldId } from './field-id';

const MAX_FILES = PORTAL_SCHEMA_LIMITS.PolicyDocument.attachments.maxItems;
const MAX_BYTES = PORTAL_SCHEMA_LIMITS.MaterialFile.size.maximum;
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.jpg,.jpeg,.png';

export type AttachmentEditorProps = {
  files: readonly PolicyDeskFile[];
  policyId: number | null;
  error?: string;
  onChange: (files: PolicyDeskFile[]) => void;
};

/** 附件: uploaded one at a time (the server checks each file's bytes), listed in the order they are published. */
export const AttachmentEditor = memo(function AttachmentEditor({ files, policyId, error, onChange }: AttachmentEditorProps) {
  const upload = useUploadPolicyDeskFile();
  const [problem, setProblem] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem(`附件不能超过 ${formatFileSize(MAX_BYTES)}（所选文件 ${formatFileSize(file.size)}）`);
      return;
    }
    setProblem(null);
    try {
      onChange([...files, await upload.mutateAsync(file)]);
    } catch (failure) {
      setProblem(`「${file.name}」上传失败：${getErrorMessage(failure)}`);
    }
  };

  return (
    <Stack spacing={1.5}>
      {error ? (
        <Typography id={fieldId('attachments')} tabIndex={-1} color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {files.length === 0 ? <Typography color="text.secondary">尚未添加附件。</Typography> : null}
      <Stack component="ul" spacing={1} aria-label="附件" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {files.map((file) => (
          <Stack component="li" key={`${file.source}-${file.id}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1, wordBreak: 'break-all' }}>
              {file.name}
              <Typography component="span" color="text.secondary" variant="body2">
                {' '}
                · {formatFileSize(file.size)}
                {file.source === 'published' ? ' · 已在门户公开' : ''}
              </Typography>
            </Typography>
            <FileDownloadButton file={file} policyId={policyId} />
            <IconButton aria-label={`移除附件${file.name}`} onClick={() => onChange(files.filter((item) => item !== file))}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <div>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} loading={upload.isPending} disabled={files.length >= MAX_FILES}>
          上传附件
          <input type="file" accept={ACCEPT} hidden onChange={(event) => void handleFile(event)} />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          PDF、Word、Excel、PPT 或图片，每个不超过 {formatFileSize(MAX_BYTES)}，最多 {MAX_FILES} 个；保存草稿后随政策发布
        </Typography>
      </div>
    </Stack>
  );
});

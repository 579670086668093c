import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { CertificationFile } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { formatFileSize } from '@smes/ui';

export const CERTIFICATION_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const CERTIFICATION_FILE_MAX_BYTES: number = PORTAL_SCHEMA_LIMITS.CertificationFile.size.maximum;

export type FileSlotProps = {
  /** The action's accessible name, e.g. 上传营业执照. */
  label: string;
  file: CertificationFile | undefined;
  busy: boolean;
  error?: string;
  onPick: (file: File) => void;
  onRemove: (file: CertificationFile) => void;
};

/** One upload: the stored file's name and a replace/delete, or the upload button. */
export function FileSlot({ label, file, busy, error, onPick, onRemove }: FileSlotProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {/*
          A plain button opens the hidden picker: a label-as-button wrapping the input nests two controls
          (axe nested-interactive). The input keeps the action's name for assistive tech and tests.
        */}
        <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => inputRef.current?.click()}>
          {file ? `重新${label}` : label}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label={label}
          accept={CERTIFICATION_FILE_ACCEPT}
          disabled={busy}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) onPick(picked);
          }}
        />
        {file ? (
          <>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              已上传：{file.name}
            </Typography>
            <Button size="small" color="inherit" disabled={busy} onClick={() => onRemove(file)} aria-label={`删除${file.name}`}>
              删除
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            PDF 或 JPG/PNG，不超过 {formatFileSize(CERTIFICATION_FILE_MAX_BYTES)}
          </Typography>
        )}
      </Stack>
      {error ? (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
    </Stack>
  );
}

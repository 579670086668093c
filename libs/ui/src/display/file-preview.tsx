import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FileSource, HandedFile } from './handed-file-list';
import { getErrorMessage } from '../states/error-message';

export type FilePreviewProps = { file: HandedFile; label: string; source: FileSource; onClose: () => void };

/** The file shown in place from an object URL of its bytes, released when the preview closes. */
export default function FilePreview({ file, label, source, onClose }: FilePreviewProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    let active = true;
    source.open(file).then(
      (blob) => {
        if (!active) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      (error: unknown) => {
        if (active) setFailure(getErrorMessage(error));
      },
    );
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, source]);
  const title = `预览：${file.name}`;
  return (
    <Dialog open onClose={onClose} aria-label={title} fullWidth maxWidth="lg">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {!failure && url === null ? <Typography color="text.secondary">正在打开{label}…</Typography> : null}
        {url && file.contentType === 'application/pdf' ? (
          <Box component="iframe" src={url} title={title} sx={{ width: '100%', height: '70vh', border: 0, display: 'block' }} />
        ) : null}
        {url && file.contentType !== 'application/pdf' ? (
          <Box component="img" src={url} alt={`${label}：${file.name}`} sx={{ maxWidth: '100%', height: 'auto', display: 'block', mx: 'auto' }} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void source.download(file).catch((error: unknown) => setFailure(getErrorMessage(error)))}>下载</Button>
        <Button variant="contained" onClick={onClose}>
          关闭
        </Button>
      </DialogActions>
    </Dialog>
  );
}

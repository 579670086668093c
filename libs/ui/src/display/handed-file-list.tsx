import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { formatChinaDateTime } from '../format/china-time';
import { formatFileSize } from '../format/file-size';
import { getErrorMessage } from '../states/error-message';

/** A file one party handed to another, as both apps list it. */
export type HandedFile = {
  /** The file's key at its source: a file id, or an application material's id. */
  id: number | string;
  name: string;
  size: number;
  /** The type the server proved from the bytes at upload (never the name's extension). */
  contentType: string;
  uploadedAt?: string;
};

/**
 * How a list reaches a file (the requests live in @smes/api): saved as a download (spec §7), or read for a preview
 * without saving and without a toast.
 */
export type FileSource = {
  download(file: HandedFile): Promise<void>;
  open(file: HandedFile): Promise<Blob>;
};

/** What the browser itself can show: PDF and the two picture types (an Office file is only downloaded). */
const PREVIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export function isPreviewable(file: Pick<HandedFile, 'contentType'>): boolean {
  return PREVIEWABLE.has(file.contentType);
}


export type HandedFileListProps = {
  /** The list's accessible name and heading: 需求附件, 交付文件, 申报材料. */
  label: string;
  files: readonly (HandedFile & { caption?: string })[];
  source: FileSource;
  /** Shown when there is no file. */
  empty?: string;
  /** Offered per file where the viewer may still remove it; removal is confirmed first. */
  onDelete?: (file: HandedFile) => void;
  canDelete?: (file: HandedFile) => boolean;
  /** Whether to show the heading (a section that already names the files leaves it out). */
  showHeading?: boolean;
};

/**
 * The files one party handed to the other, as the party acting on them sees them: each can be previewed in place
 * (PDF and pictures) and downloaded; the server decides who may fetch them (the two parties, or the applicant and
 * the operator), so the same list serves both apps.
 */
export function HandedFileList({ label, files, source, empty, onDelete, canDelete = () => true, showHeading = true }: HandedFileListProps) {
  const [previewing, setPreviewing] = useState<(HandedFile & { caption?: string }) | null>(null);
  const [deleting, setDeleting] = useState<HandedFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | string | null>(null);

  const handleDownload = async (file: HandedFile) => {
    setFailure(null);
    setBusy(file.id);
    try {
      await source.download(file);
    } catch (error) {
      setFailure(getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    // A list with its own heading is a region of the page; inside a section that already names it, it is only the list.
    <Box component={showHeading ? 'section' : 'div'} aria-label={showHeading ? label : undefined}>
      {showHeading ? (
        <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      ) : null}
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty ?? `没有${label}`}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={label}>
          {files.map((file) => (
            <ListItem key={file.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ flex: '1 1 14em', minWidth: 0, py: 0.5 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.caption ? `${file.caption}：` : ''}
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatFileSize(file.size)}
                  {file.uploadedAt ? ` · ${formatChinaDateTime(file.uploadedAt)} 上传` : ''}
                </Typography>
              </Box>
              <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                {isPreviewable(file) ? (
                  <Button size="small" onClick={() => setPreviewing(file)} aria-label={`预览${file.caption ?? label}：${file.name}`}>
                    预览
                  </Button>
                ) : null}
                <Button size="small" loading={busy === file.id} onClick={() => void handleDownload(file)} aria-label={`下载${file.caption ?? label}：${file.name}`}>
                  下载
                </Button>
                {onDelete && canDelete(file) ? (
                  <Button size="small" color="error" onClick={() => setDeleting(file)} aria-label={`删除${file.caption ?? label}：${file.name}`}>
                    删除
                  </Button>
                ) : null}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      {previewing ? <FilePreview file={previewing} label={previewing.caption ?? label} source={source} onClose={() => setPreviewing(null)} /> : null}
      {onDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          title={`删除${label}？`}
          description={deleting ? `「${deleting.name}」将从订单中删除，对方将看不到它。` : undefined}
          confirmLabel="确认删除"
          tone="error"
          onConfirm={() => {
            if (deleting) onDelete(deleting);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}

type FilePreviewProps = { file: HandedFile; label: string; source: FileSource; onClose: () => void };

/** The file shown in place from an object URL of its bytes, released when the preview closes. */
function FilePreview({ file, label, source, onClose }: FilePreviewProps) {
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

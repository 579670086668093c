import { Suspense, lazy, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, preloadConfirmDialog } from '../dialogs/confirm-dialog';
import { formatChinaDateTime } from '../format/china-time';
import { formatFileSize } from '../format/file-size';
import { getErrorMessage } from '../states/error-message';

// The preview is closed at load: fetched when the pointer or focus reaches a 预览 button, mounted on the tap (ADR 72).
const loadPreview = () => import('./file-preview');
const FilePreview = lazy(loadPreview);
const preloadPreview = () => void loadPreview();

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
                  <Button size="small" onPointerEnter={preloadPreview} onFocus={preloadPreview} onClick={() => setPreviewing(file)} aria-label={`预览${file.caption ?? label}：${file.name}`}>
                    预览
                  </Button>
                ) : null}
                <Button size="small" loading={busy === file.id} onClick={() => void handleDownload(file)} aria-label={`下载${file.caption ?? label}：${file.name}`}>
                  下载
                </Button>
                {onDelete && canDelete(file) ? (
                  <Button size="small" color="error" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => setDeleting(file)} aria-label={`删除${file.caption ?? label}：${file.name}`}>
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
      {previewing ? (
        <Suspense fallback={null}>
          <FilePreview file={previewing} label={previewing.caption ?? label} source={source} onClose={() => setPreviewing(null)} />
        </Suspense>
      ) : null}
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

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useExportDeclarationMaterials } from '@smes/api';
import { useNotesHandoff } from '@smes/notes-bridge';
import { paths } from '../../app/paths';

/**
 * 撰写材料 (the notes handoff, spec §4) and 下载材料清单 for one project. The buttons and their error
 * messages are separate pieces so a page can put the buttons among its actions and the messages below.
 */
export function useMaterialShortcuts() {
  const exportMaterials = useExportDeclarationMaterials();
  const notes = useNotesHandoff();
  return { exportMaterials, notes };
}

export type MaterialShortcuts = ReturnType<typeof useMaterialShortcuts>;

export type MaterialShortcutButtonProps = {
  shortcuts: MaterialShortcuts;
  projectId: number;
  variant?: 'contained' | 'outlined';
};

export function WriteMaterialsButton({ shortcuts, projectId, variant = 'outlined' }: MaterialShortcutButtonProps) {
  const { notes } = shortcuts;
  return (
    <Button variant={variant} startIcon={<EditNoteIcon />} loading={notes.isPending} onClick={() => void notes.open(projectId)}>
      撰写材料
    </Button>
  );
}

export function DownloadMaterialsButton({ shortcuts, projectId, variant = 'outlined' }: MaterialShortcutButtonProps) {
  const { exportMaterials } = shortcuts;
  return (
    <Button variant={variant} startIcon={<DownloadIcon />} loading={exportMaterials.isPending} onClick={() => exportMaterials.mutate(projectId)}>
      下载材料清单
    </Button>
  );
}

export type MaterialShortcutAlertsProps = { shortcuts: MaterialShortcuts };

export function MaterialShortcutAlerts({ shortcuts }: MaterialShortcutAlertsProps) {
  const { notes, exportMaterials } = shortcuts;
  return (
    <>
      {notes.errorMessage ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          role="alert"
          action={
            // Without a phone the handoff cannot start (spec §6): the way forward is binding one.
            notes.errorReason === 'no-phone' ? (
              <Button component={RouterLink} to={paths.personalCenter.accountSetting} color="inherit" size="small">
                绑定手机号
              </Button>
            ) : undefined
          }
        >
          {notes.errorMessage}
        </Alert>
      ) : null}
      {exportMaterials.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportMaterials.error.message}
        </Alert>
      ) : null}
    </>
  );
}

import { Suspense, lazy, useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { useMyApplications } from '@smes/api';
import { useSession } from '@smes/session';
import { useMediaMatch } from '@smes/ui';
import { DownloadMaterialsButton, WriteMaterialsButton, type MaterialShortcuts } from './material-shortcuts';
import { paths } from '../../app/paths';

const loadMenuList = () => import('./more-actions-menu-list');
const MoreActionsMenuList = lazy(loadMenuList);

export type ProjectActionsProps = {
  projectId: number;
  shortcuts: MaterialShortcuts;
  /** Where an account screen is reached from: itself when logged in, through the login page otherwise. */
  accountPath: (path: string) => string;
  /** 自评 is offered only where the project's conditions have a rule set to evaluate them with. */
  selfEvaluation: boolean;
};

/**
 * The actions of a project detail: 我要申报 (继续申报 when the enterprise has a draft of it), 自评, 撰写材料, 下载材料清单. Side by side from `sm` up; on a phone
 * four full-width buttons would push the project itself below the first screen, so only 我要申报 stays a
 * button and the others sit in a 更多操作 menu next to it.
 */
export function ProjectActions({ projectId, shortcuts, accountPath, selfEvaluation }: ProjectActionsProps) {
  const phone = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const { isLoggedIn } = useSession();
  // The same query 我要申报 opens with, so it is cached when the user goes on; a visitor has no applications.
  const applications = useMyApplications({ query: { projectId, pageSize: 20 }, queryConfig: { enabled: isLoggedIn } });
  const hasDraft = isLoggedIn && (applications.data?.rows ?? []).some((application) => application.status === 'draft');
  const applyButton = (
    <Button
      component={RouterLink}
      to={accountPath(paths.projectApplication(projectId))}
      variant="contained"
      startIcon={<AssignmentTurnedInIcon />}
      sx={phone ? { flex: 1 } : undefined}
    >
      {hasDraft ? '继续申报' : '我要申报'}
    </Button>
  );
  if (phone) {
    return (
      <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
        {applyButton}
        <MoreActionsMenu projectId={projectId} shortcuts={shortcuts} accountPath={accountPath} selfEvaluation={selfEvaluation} />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {applyButton}
      {selfEvaluation ? (
        <Button component={RouterLink} to={accountPath(paths.projectEvaluation(projectId))} variant="outlined" startIcon={<FactCheckIcon />}>
          自评
        </Button>
      ) : null}
      <WriteMaterialsButton shortcuts={shortcuts} projectId={projectId} />
      <DownloadMaterialsButton shortcuts={shortcuts} projectId={projectId} />
    </Stack>
  );
}

function MoreActionsMenu({ projectId, shortcuts, accountPath, selfEvaluation }: ProjectActionsProps) {
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  // The menu is closed at load: fetched when the pointer or focus reaches 更多操作, mounted on the first tap (ADR 72).
  const [mounted, setMounted] = useState(false);
  const prefetch = () => void loadMenuList();
  const { notes, exportMaterials } = shortcuts;
  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setMounted(true);
    setAnchor(event.currentTarget);
  };
  const handleClose = () => setAnchor(null);
  const handleWrite = () => {
    handleClose();
    void notes.open(projectId);
  };
  const handleDownload = () => {
    handleClose();
    exportMaterials.mutate(projectId);
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        // The menu closes on a choice; the handoff or the download still shows that it is under way here.
        loading={notes.isPending || exportMaterials.isPending}
        loadingPosition="end"
        onClick={handleOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        sx={{ flexShrink: 0 }}
      >
        更多操作
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MoreActionsMenuList
            menuId={menuId}
            buttonId={buttonId}
            anchor={anchor}
            evaluationPath={selfEvaluation ? accountPath(paths.projectEvaluation(projectId)) : null}
            onClose={handleClose}
            onWrite={handleWrite}
            onDownload={handleDownload}
          />
        </Suspense>
      ) : null}
    </>
  );
}

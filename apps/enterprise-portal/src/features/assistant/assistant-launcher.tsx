import { Suspense, lazy, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Fab from '@mui/material/Fab';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import { paths } from '../../app/paths';

const loadPanel = () => import('./assistant-panel');
const AssistantPanel = lazy(loadPanel);

const PANEL_ID = 'ai-assistant-panel';

/**
 * aiAssistant2: the floating AI 助手 button on every portal page. The panel's code (the chat, the stream
 * reader) loads on the first open, so pages that never open it do not pay for it; hovering or focusing the
 * button starts that load early. Not shown on the full assistant page itself.
 */
export function AssistantLauncher() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (pathname === paths.aiAssistant) return null;

  const handleOpen = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Fab
        ref={buttonRef}
        variant="extended"
        color="primary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={handleOpen}
        onMouseEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        sx={{ position: 'fixed', right: (theme) => theme.spacing(2), bottom: (theme) => theme.spacing(2), zIndex: 'speedDial' }}
      >
        <ChatOutlined sx={{ mr: 1 }} />
        AI 助手
      </Fab>
      {opened ? (
        <Suspense fallback={null}>
          <AssistantPanel id={PANEL_ID} open={open} pathname={pathname} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

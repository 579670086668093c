import { Suspense, lazy, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import { useMediaMatch } from '@smes/ui';
import { paths } from '../../app/paths';
import { useReadingOn } from './use-reading-on';

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
  // On a phone the button stands over the text being read: it steps aside while the reader scrolls on through a
  // page, and comes back as soon as they scroll back up (or stop at the end, where the footer leaves it room).
  const phone = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const readingOn = useReadingOn(120);
  const stepAside = phone && readingOn && !open;

  if (pathname === paths.aiAssistant) return null;

  const handleOpen = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      {/* MUI's extended Fab, primary, drawn on ButtonBase: the launcher is on every page and Fab's styles for every
          size and colour came with it (ADR 72). */}
      <ButtonBase
        ref={buttonRef}
        focusRipple
        // Named on phones too, where only the icon shows (a round button covers less of the text being read).
        aria-label="AI 助手"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={handleOpen}
        onMouseEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        sx={(theme) => ({
          ...theme.typography.button,
          height: theme.spacing(6),
          borderRadius: theme.spacing(3),
          boxShadow: theme.shadows[6],
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark', '@media (hover: none)': { bgcolor: 'primary.main' } },
          '&:active': { boxShadow: theme.shadows[12] },
          position: 'fixed',
          right: theme.spacing(2),
          bottom: theme.spacing(2),
          zIndex: theme.zIndex.speedDial,
          px: { xs: 0, sm: 2 },
          minWidth: theme.spacing(6),
          width: { xs: theme.spacing(6), sm: 'auto' },
          transition: theme.transitions.create(['background-color', 'box-shadow', 'transform', 'opacity']),
          ...(stepAside ? { transform: `translateX(calc(100% + ${theme.spacing(2)}))`, opacity: 0 } : {}),
          // A printed page is the page's content: no floating button on it.
          '@media print': { display: 'none' },
        })}
        tabIndex={stepAside ? -1 : undefined}
      >
        <ChatOutlined />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
          AI 助手
        </Box>
      </ButtonBase>
      {opened ? (
        <Suspense fallback={null}>
          <AssistantPanel id={PANEL_ID} open={open} pathname={pathname} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavLinkItem } from './nav-items';

export type NavDisclosureProps = {
  /** The parent area's label, for the button's accessible name (找政策的栏目). */
  label: string;
  items: readonly NavLinkItem[];
};

/**
 * A header area's sub-pages behind a small button beside its link: the disclosure pattern of the WAI
 * "disclosure navigation menu" (a button with aria-expanded and a plain list of links), not role="menu" —
 * Tab walks the links, Escape closes and returns focus to the button, leaving the group closes it.
 */
export function NavDisclosure({ label, items }: NavDisclosureProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Box sx={{ position: 'relative', display: 'flex', alignSelf: 'stretch' }} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <ButtonBase
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}的栏目`}
        onClick={() => setOpen((value) => !value)}
        sx={{ color: 'header.text', px: 0.5, ml: -1.5 }}
      >
        <ExpandMoreIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      <Paper
        id={listId}
        elevation={4}
        sx={{ display: open ? 'block' : 'none', position: 'absolute', top: '100%', left: 0, zIndex: 'appBar', minWidth: (theme) => theme.spacing(20), py: 0.5 }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <li key={item.to}>
              <ButtonBase
                component={NavLink}
                to={item.to}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  px: 2,
                  py: 1,
                  typography: 'body1',
                  whiteSpace: 'nowrap',
                  color: 'text.primary',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.active': { color: 'primary.main', fontWeight: 600, bgcolor: 'action.selected' },
                }}
              >
                {item.label}
              </ButtonBase>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

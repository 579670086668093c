import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { NavItem } from './nav-items';
import { LogoMark } from './logo-mark';

export type NavDrawerProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  brandName: string;
  logoGlyph?: string;
  navItems: NavItem[];
  navLabel: string;
};

const ITEM_SX = (theme: Theme) => ({
  minHeight: theme.spacing(6),
  '&.active': {
    color: 'primary.main',
    bgcolor: 'action.selected',
    fontWeight: 600,
    borderLeft: 4,
    borderColor: 'secondary.main',
  },
});

/** The navigation below the md breakpoint; loaded lazily by GlobalLayout on the first open. */
export default function NavDrawer({ id, open, onClose, brandName, logoGlyph, navItems, navLabel }: NavDrawerProps) {
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { sx: (theme) => ({ width: `min(80vw, ${theme.spacing(38)})` }) } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
        <LogoMark glyph={logoGlyph} size={4} />
        <Typography component="span" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {brandName}
        </Typography>
        <IconButton aria-label="关闭导航菜单" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={navLabel}>
        <List>
          {navItems.flatMap((item) => [
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={NavLink} to={item.to} end={item.end ?? item.to === '/'} onClick={onClose} sx={ITEM_SX}>
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
              </ListItemButton>
            </ListItem>,
            // The sub-pages right under their area, indented: on a phone every page stays one tap away.
            ...(item.children ?? []).map((child) => (
              <ListItem key={child.to} disablePadding>
                <ListItemButton component={NavLink} to={child.to} onClick={onClose} sx={[ITEM_SX, { pl: 4 }]}>
                  <ListItemText primary={child.label} slotProps={{ primary: { sx: { fontWeight: 'inherit', typography: 'body2' } } }} />
                </ListItemButton>
              </ListItem>
            )),
          ])}
        </List>
      </Box>
    </Drawer>
  );
}

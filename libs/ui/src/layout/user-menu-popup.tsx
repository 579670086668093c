import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Logout from '@mui/icons-material/Logout';
import { CountPill } from './count-pill';
import { countSuffix, positiveCount, type UserMenuItem } from './user-menu-model';

export type UserMenuPopupProps = {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  items: UserMenuItem[];
  onItemClick: (item: UserMenuItem) => void;
  onLogout: () => void;
};

function linkProps(item: UserMenuItem) {
  if (item.to !== undefined) return { component: RouterLink, to: item.to };
  if (item.href !== undefined) return { component: 'a', href: item.href };
  return {};
}

/** The opened user menu; loaded lazily by UserMenu. */
export default function UserMenuPopup({ id, buttonId, anchor, open, onClose, items, onItemClick, onLogout }: UserMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': buttonId },
        paper: { sx: (theme) => ({ minWidth: theme.spacing(20), mt: 0.5 }) },
      }}
    >
      {items.map((item) => {
        const itemCount = positiveCount(item.badgeCount);
        return (
          <MenuItem
            key={item.label}
            {...linkProps(item)}
            aria-label={itemCount > 0 ? `${item.label}${countSuffix(itemCount, item.badgeLabel)}` : undefined}
            onClick={() => onItemClick(item)}
            sx={{ gap: 1.5, justifyContent: 'space-between' }}
          >
            {item.label}
            <CountPill count={itemCount} />
          </MenuItem>
        );
      })}
      {items.length > 0 && <Divider />}
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        退出登录
      </MenuItem>
    </Menu>
  );
}

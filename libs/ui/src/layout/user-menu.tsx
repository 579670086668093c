import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Logout from '@mui/icons-material/Logout';

export type UserMenuItem = {
  label: string;
  onClick?: () => void;
  /** A full-page link, e.g. to another app. */
  href?: string;
  /** A route of this app. */
  to?: string;
};

export type UserMenuProps = {
  isLoggedIn: boolean;
  displayName?: string | null;
  avatarUrl?: string | null;
  items?: UserMenuItem[];
  onLogin?: () => void;
  loginHref?: string;
  onRegister?: () => void;
  registerHref?: string;
  onLogout?: () => void;
};

const FALLBACK_NAME = '我的账户';

/** Logged out: 登录 and 注册. Logged in: the user's name opening a menu that ends with 退出登录. */
export function UserMenu({
  isLoggedIn,
  displayName,
  avatarUrl,
  items = [],
  onLogin,
  loginHref,
  onRegister,
  registerHref,
  onLogout,
}: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  if (!isLoggedIn) {
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button color="inherit" href={loginHref} onClick={onLogin}>
          登录
        </Button>
        <Button
          color="inherit"
          variant="outlined"
          href={registerHref}
          onClick={onRegister}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          注册
        </Button>
      </Box>
    );
  }

  const name = displayName?.trim() || FALLBACK_NAME;
  const open = anchor !== null;

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleItemClick = (item: UserMenuItem) => {
    handleClose();
    item.onClick?.();
  };
  const handleLogout = () => {
    handleClose();
    onLogout?.();
  };

  const linkProps = (item: UserMenuItem) => {
    if (item.to !== undefined) return { component: RouterLink, to: item.to };
    if (item.href !== undefined) return { component: 'a', href: item.href };
    return {};
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`用户菜单：${name}`}
        onClick={handleOpen}
        endIcon={<KeyboardArrowDown />}
        sx={{ gap: 0.5, minWidth: 0 }}
      >
        <Avatar
          src={avatarUrl ?? undefined}
          alt=""
          sx={(theme) => ({
            width: theme.spacing(4),
            height: theme.spacing(4),
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: theme.typography.body2.fontSize,
          })}
        >
          {name.slice(0, 1)}
        </Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: (theme) => theme.spacing(20),
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { sx: (theme) => ({ minWidth: theme.spacing(20), mt: 0.5 }) },
        }}
      >
        {items.map((item) => (
          <MenuItem key={item.label} {...linkProps(item)} onClick={() => handleItemClick(item)}>
            {item.label}
          </MenuItem>
        ))}
        {items.length > 0 && <Divider />}
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          退出登录
        </MenuItem>
      </Menu>
    </>
  );
}

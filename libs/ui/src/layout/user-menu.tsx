import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
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
  /** A count shown beside the label (e.g. unread messages); nothing is shown for 0. */
  badgeCount?: number;
  /** What the count means, read out with the label; defaults to `N 条未读`. */
  badgeLabel?: string;
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
  /** A count on the avatar (e.g. unread messages); hidden at 0, shown as 99+ above 99. */
  badgeCount?: number;
  /** What the count means, read out with the button's name; defaults to `N 条未读`. */
  badgeLabel?: string;
};

const FALLBACK_NAME = '我的账户';
const BADGE_MAX = 99;

function positiveCount(count: number | undefined): number {
  return count !== undefined && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The spoken form of a count, appended to a name after a Chinese comma; empty for no count. */
function countSuffix(count: number, label: string | undefined): string {
  return count > 0 ? `，${label ?? `${count} 条未读`}` : '';
}

function shownCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

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
  badgeCount,
  badgeLabel,
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
  const count = positiveCount(badgeCount);

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
        aria-label={`用户菜单：${name}${countSuffix(count, badgeLabel)}`}
        onClick={handleOpen}
        endIcon={<KeyboardArrowDown />}
        sx={{ gap: 0.5, minWidth: 0 }}
      >
        <Badge badgeContent={count} max={BADGE_MAX} color="error" overlap="circular" invisible={count === 0} aria-hidden>
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
        </Badge>
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
        {items.map((item) => {
          const itemCount = positiveCount(item.badgeCount);
          return (
            <MenuItem
              key={item.label}
              {...linkProps(item)}
              aria-label={itemCount > 0 ? `${item.label}${countSuffix(itemCount, item.badgeLabel)}` : undefined}
              onClick={() => handleItemClick(item)}
              sx={{ gap: 1.5, justifyContent: 'space-between' }}
            >
              {item.label}
              {itemCount > 0 && (
                <Box
                  component="span"
                  aria-hidden
                  sx={(theme) => ({
                    minWidth: theme.spacing(2.5),
                    px: 0.75,
                    borderRadius: theme.spacing(1.25),
                    bgcolor: 'error.main',
                    color: 'error.contrastText',
                    fontSize: theme.typography.caption.fontSize,
                    lineHeight: theme.spacing(2.5),
                    textAlign: 'center',
                  })}
                >
                  {shownCount(itemCount)}
                </Box>
              )}
            </MenuItem>
          );
        })}
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

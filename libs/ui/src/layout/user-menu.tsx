import { Suspense, lazy, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { CountPill } from './count-pill';
import { countSuffix, positiveCount, type UserMenuItem } from './user-menu-model';
import { VisitorEntries } from './visitor-entries';

export type { UserMenuItem } from './user-menu-model';

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

// The menu itself (MUI Menu, Popover, focus handling) loads on the first open, or when the pointer or
// focus reaches the button, so it is not part of the first-load JavaScript.
const loadPopup = () => import('./user-menu-popup');
const UserMenuPopup = lazy(loadPopup);

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
  badgeCount,
  badgeLabel,
}: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  if (!isLoggedIn) {
    return <VisitorEntries loginHref={loginHref} onLogin={onLogin} registerHref={registerHref} onRegister={onRegister} />;
  }

  const name = displayName?.trim() || FALLBACK_NAME;
  const open = anchor !== null;
  const count = positiveCount(badgeCount);

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setMenuLoaded(true);
    setAnchor(event.currentTarget);
  };
  const handlePrefetch = () => void loadPopup();
  const handleClose = () => setAnchor(null);
  const handleItemClick = (item: UserMenuItem) => {
    handleClose();
    item.onClick?.();
  };
  const handleLogout = () => {
    handleClose();
    onLogout?.();
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
        onPointerEnter={handlePrefetch}
        onFocus={handlePrefetch}
        endIcon={<KeyboardArrowDown />}
        // The account corner is no part of a printed page (the avatar and its badge printed on every sheet).
        sx={{ gap: 0.5, minWidth: 0, '@media print': { display: 'none' } }}
      >
        <HeaderAvatar src={avatarUrl} initial={name.slice(0, 1)} />
        {/* The unread count beside the avatar, not over it (on the avatar it hid the initial); named by the button. */}
        <CountPill count={count} variant="badge" />
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
      {menuLoaded && (
        <Suspense fallback={null}>
          <UserMenuPopup
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            open={open}
            onClose={handleClose}
            items={items}
            onItemClick={handleItemClick}
            onLogout={handleLogout}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The account's picture, or its initial on the secondary colour while there is none or it fails to load. Drawn
 * with Box on the theme's tokens rather than MUI's Avatar, which every visit would otherwise fetch for this one
 * circle (a component policy of the shell, ADR 72).
 */
function HeaderAvatar({ src, initial }: { src?: string | null; initial: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <Box
      component="span"
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: theme.spacing(4),
        height: theme.spacing(4),
        borderRadius: '50%',
        overflow: 'hidden',
        userSelect: 'none',
        lineHeight: 1,
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.body2.fontSize,
        bgcolor: showImage ? 'transparent' : 'secondary.main',
        color: 'secondary.contrastText',
      })}
    >
      {showImage ? (
        <Box
          component="img"
          src={src!}
          alt=""
          onError={() => setFailed(src!)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', color: 'transparent', textIndent: '10000px' }}
        />
      ) : (
        initial
      )}
    </Box>
  );
}


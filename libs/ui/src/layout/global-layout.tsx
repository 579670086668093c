import { Suspense, lazy, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useCareMode } from '../theme/care-mode';
import { CareModeSwitch } from './care-mode-switch';
import { Column } from './column';
import { LogoMark } from './logo-mark';
import { NavDisclosure } from './nav-disclosure';
import type { NavItem } from './nav-items';
import { SkipLink } from './skip-link';

// The drawer (MUI Modal, Slide, focus trap, list) is only for narrow screens and only once opened, so
// it is not part of the first-load JavaScript; it stays mounted after the first open.
const NavDrawer = lazy(() => import('./nav-drawer'));

export type GlobalLayoutProps = {
  /** Product name next to the logo. */
  brandName?: string;
  /** Character drawn in the logo mark. */
  logoGlyph?: string;
  /** Where the brand links to. */
  brandHref?: string;
  navItems: NavItem[];
  /** Right-hand side of the header, typically a UserMenu. */
  userArea?: ReactNode;
  /** Main content; the app passes <Outlet />. */
  children?: ReactNode;
  footer?: ReactNode;
};

const MAIN_ID = 'main';
/** The class of the site header (`<header>`): print styles leave it out by it. */
export const APP_HEADER_CLASS = 'app-header';
const NAV_LABEL = '主导航';

function Brand({ name, glyph, href }: { name: string; glyph?: string; href: string }) {
  return (
    <ButtonBase
      component={RouterLink}
      to={href}
      aria-label={`${name}首页`}
      sx={{ gap: 1.5, borderRadius: 1, py: 0.5, pr: 1, color: 'inherit', minWidth: 0 }}
    >
      <LogoMark glyph={glyph} />
      <Typography
        component="span"
        sx={(theme) => ({
          fontWeight: 700,
          // The body's size on phones (18 px and more in 关怀模式), a step above it from sm.
          fontSize: { xs: theme.typography.body1.fontSize, sm: '1.25rem' },
          letterSpacing: { xs: 0, sm: '0.08em' },
          overflow: 'hidden',
          // On phones the name takes two lines of four characters (中小企业 / 服务门户): on one line beside the
          // menu, 关怀 and the user area it was cut to "中小…" (ADR 0129's note). From sm it has room for one line.
          [theme.breakpoints.down('sm')]: {
            maxWidth: '4.5em',
            lineHeight: 1.25,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          },
          [theme.breakpoints.up('sm')]: { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
        })}
      >
        {name}
      </Typography>
    </ButtonBase>
  );
}

/**
 * The frame around every screen: skip link, header (brand, navigation, user area), `<main id="main">`
 * and an optional footer. Below the md breakpoint the navigation moves into a drawer.
 */
export function GlobalLayout({
  brandName = '中小企业服务门户',
  logoGlyph,
  brandHref = '/',
  navItems: allNavItems,
  userArea,
  children,
  footer,
}: GlobalLayoutProps) {
  const { careMode } = useCareMode();
  const navItems: NavItem[] =
    careMode && allNavItems.some((item) => item.main)
      ? allNavItems.filter((item) => item.main).map(({ children: _children, ...item }) => item)
      : allNavItems;
  const { pathname } = useLocation();
  const childActive = (item: NavItem) =>
    (item.children?.some((child) => pathname === child.to || pathname.startsWith(`${child.to}/`)) ?? false) ||
    (item.also?.some((prefix) => pathname.startsWith(prefix)) ?? false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const drawerId = useId();

  const handleOpenDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };
  const handleCloseDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />
      {/* MUI's sticky AppBar as it drew here (a Paper without shadow or corners), and its regular Toolbar below, in
          Box: the two components were 1.4 KiB of every page's layout chunk (ADR 123). */}
      <Box
        component="header"
        className={APP_HEADER_CLASS}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          boxSizing: 'border-box',
          flexShrink: 0,
          position: 'sticky',
          zIndex: 'appBar',
          top: 0,
          left: 'auto',
          right: 0,
          bgcolor: 'header.top',
          color: 'header.text',
          backgroundImage: 'none',
          // The theme's amber ring is too faint on the dark blue bands (under 3:1): the header's own text
          // colour keeps focus visible there.
          '& :focus-visible, & .Mui-focusVisible': { outlineColor: theme.palette.header.text },
        })}
      >
        <Column maxWidth="lg" gutters={false}>
          <Box sx={(theme) => ({ position: 'relative', display: 'flex', alignItems: 'center', ...theme.mixins.toolbar, gap: 1, px: { xs: 1, sm: 2 } })}>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="打开导航菜单"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? drawerId : undefined}
              onClick={handleOpenDrawer}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Brand name={brandName} glyph={logoGlyph} href={brandHref} />
            <Box sx={{ flexGrow: 1 }} />
            <CareModeSwitch />
            <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>{userArea}</Box>
          </Box>
        </Column>
        <Box component="nav" aria-label={NAV_LABEL} sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'header.nav' }}>
          <Column maxWidth="lg">
            <Box
              component="ul"
              sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
            >
              {navItems.map((item) => (
                <Box component="li" key={item.to} sx={{ display: 'flex' }}>
                  <ButtonBase
                    component={NavLink}
                    to={item.to}
                    end={item.end ?? item.to === '/'}
                    // NavLink adds `active` itself for its own path; this adds it while one of the area's sub-pages is open.
                    className={childActive(item) ? 'active' : undefined}
                    sx={(theme) => ({
                      position: 'relative',
                      px: 2.5,
                      py: 1.5,
                      color: 'header.text',
                      typography: 'body1',
                      whiteSpace: 'nowrap',
                      '&:hover': { bgcolor: alpha(theme.palette.header.text, 0.08) },
                      '&.active': {
                        fontWeight: 600,
                        bgcolor: alpha(theme.palette.header.text, 0.14),
                      },
                      '&.active::after': {
                        content: '""',
                        position: 'absolute',
                        left: theme.spacing(2),
                        right: theme.spacing(2),
                        bottom: 0,
                        height: theme.spacing(0.375),
                        borderRadius: 1,
                        bgcolor: 'header.activeBar',
                      },
                    })}
                  >
                    {item.label}
                  </ButtonBase>
                  {item.children && item.children.length > 0 ? <NavDisclosure label={item.label} items={item.children} /> : null}
                </Box>
              ))}
            </Box>
          </Column>
        </Box>
      </Box>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={handleCloseDrawer}
            brandName={brandName}
            logoGlyph={logoGlyph}
            navItems={navItems}
            navLabel={NAV_LABEL}
          />
        </Suspense>
      )}

      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        // At least a screen tall, so the footer starts below the fold and does not jump down (a layout
        // shift) when a screen's content replaces its loading state.
        sx={{ flex: '1 0 auto', width: '100%', minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        {children}
      </Box>

      {footer && (
        <Box
          component="footer"
          sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.secondary' }}
        >
          <Column maxWidth="lg">
            {footer}
          </Column>
        </Box>
      )}
    </Box>
  );
}

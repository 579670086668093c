import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, matchPath, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '@smes/session';
import { CARE_TOUCH_TARGET_PX, PageContainer, PageHeader, useCareMode } from '@smes/ui';
import { PERSONAL_CENTER_NAV } from './personal-center-nav';
import { paths } from '../../app/paths';
import { LoginPrompt } from '../login-prompt/login-prompt';

export type PersonalCenterFrameProps = {
  /** The section's heading, e.g. 企业信息. */
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * Every 个人中心 page: the section menu beside the content, and a way to log in for visitors
 * (the content is personal, so it is never rendered without a session).
 */
export function PersonalCenterFrame({ title, subtitle, actions, children }: PersonalCenterFrameProps) {
  const { isLoggedIn } = useSession();

  return (
    <PageContainer>
      <PageHeader
        title={title}
        subtitle={subtitle}
        breadcrumbs={
          title === '个人中心'
            ? [{ label: '首页', to: paths.home }, { label: '个人中心' }]
            : [{ label: '首页', to: paths.home }, { label: '个人中心', to: paths.personalCenter.home }, { label: title }]
        }
        actions={isLoggedIn ? actions : undefined}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <PersonalCenterMenu />
        <Box sx={{ minWidth: 0 }}>
          {isLoggedIn ? (
            children
          ) : (
            <LoginPrompt description="个人中心的内容属于您的企业账号，登录后即可查看和管理。" />
          )}
        </Box>
      </Box>
    </PageContainer>
  );
}

/** The section of the current address: the longest menu entry it lies under (an order's detail is under 我的订单). */
function currentSection(pathname: string) {
  return PERSONAL_CENTER_NAV.filter((item) => matchPath({ path: item.to, end: item.to === paths.personalCenter.home }, pathname) || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The one 个人中心 menu: a list beside the content from md up; on phones a button naming the current section
 * that opens the same list, so eleven entries never push the content below the fold. The current entry is
 * marked with aria-current="page" (NavLink), its detail screens keep their section marked.
 */
function PersonalCenterMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = currentSection(pathname);
  const { careMode } = useCareMode();

  // A choice from the phone menu navigates; the list folds away again.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Paper variant="outlined" component="nav" aria-label="个人中心">
      <Button
        fullWidth
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'space-between', px: 2, py: 1.25 }}
      >
        个人中心菜单{current ? `：${current.label}` : ''}
      </Button>
      <List id={listId} component="div" disablePadding sx={{ display: { xs: open ? 'block' : 'none', md: 'block' } }}>
        {PERSONAL_CENTER_NAV.map((item) => (
          // MUI's ListItemButton + ListItemText, drawn on ButtonBase (same paddings, hover, keyboard-focus and 关怀模式
          // 44 px): every 个人中心 screen fetched ListItemButton and ListItemText for this menu alone (ADR 98).
          <ButtonBase
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.to === paths.personalCenter.home}
            sx={(theme) => ({
              display: 'flex',
              width: '100%',
              justifyContent: 'flex-start',
              alignItems: 'center',
              textAlign: 'left',
              px: 2,
              py: 1,
              ...(careMode ? { minHeight: CARE_TOUCH_TARGET_PX } : {}),
              transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
              '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
              '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
            })}
          >
            <Typography component="span" variant="body1" sx={{ display: 'block', flex: '1 1 auto', minWidth: 0, my: 0.5, fontWeight: 'inherit' }}>
              {item.label}
            </Typography>
          </ButtonBase>
        ))}
      </List>
    </Paper>
  );
}

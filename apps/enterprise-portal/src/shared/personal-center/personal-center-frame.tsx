import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useSession } from '@smes/session';
import { PageContainer, PageHeader } from '@smes/ui';
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
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '个人中心' }, { label: title }]}
        actions={isLoggedIn ? actions : undefined}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="nav" aria-label="个人中心">
          <List component="div" disablePadding sx={{ display: { xs: 'flex', md: 'block' }, overflowX: 'auto' }}>
            {PERSONAL_CENTER_NAV.map((item) => (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                sx={{ flexShrink: 0, '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit', whiteSpace: 'nowrap' } } }} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
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

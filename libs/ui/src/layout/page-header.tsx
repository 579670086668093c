import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';

export type BreadcrumbItem = {
  label: string;
  /** Route to link to; the current page (usually the last crumb) has none. */
  to?: string;
};

export type PageHeaderProps = {
  /** The page's only h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Buttons at the right (below the title on narrow screens). */
  actions?: ReactNode;
};

export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 2, md: 3 } }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        // The trail as MUI's Breadcrumbs draws it (a list in a nav, the separators hidden from assistive technology), in
        // plain elements: a trail is never long enough for Breadcrumbs' collapsing, which every page fetched (ADR 107).
        <Box component="nav" aria-label="当前位置" sx={{ mb: 1, typography: 'body2', color: 'text.secondary' }}>
          <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}>
            {breadcrumbs.map((crumb, index) => (
              <Fragment key={`${crumb.label}-${index}`}>
                {index > 0 && (
                  <Box component="li" aria-hidden sx={{ display: 'flex', userSelect: 'none', mx: 1 }}>
                    <NavigateNext fontSize="small" />
                  </Box>
                )}
                <li>
                  {crumb.to !== undefined ? (
                    <Link component={RouterLink} to={crumb.to} color="text.secondary">
                      {crumb.label}
                    </Link>
                  ) : (
                    <Typography variant="body2" color="text.primary" aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}>
                      {crumb.label}
                    </Typography>
                  )}
                </li>
              </Fragment>
            ))}
          </Box>
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}

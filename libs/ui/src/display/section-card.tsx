import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export type SectionCardProps = {
  title: string;
  /** e.g. a 查看更多 link at the right of the title. */
  action?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title; h2 under a page's h1. */
  headingLevel?: 'h2' | 'h3';
};

/** A titled block of a page, e.g. one section of the home page. */
export function SectionCard({ title, action, children, headingLevel = 'h2' }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, sm: 3 },
          pt: 2,
          pb: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={titleId}
          variant="h3"
          component={headingLevel}
          sx={{
            position: 'relative',
            pl: 1.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 0,
              top: '15%',
              bottom: '15%',
              width: (theme) => theme.spacing(0.5),
              borderRadius: 1,
              bgcolor: 'primary.main',
            },
          }}
        >
          {title}
        </Typography>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, flexGrow: 1 }}>{children}</Box>
    </Card>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Column } from '../layout/column';

export type StatusPageProps = {
  /** Big decorative code or icon above the title. */
  mark: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/** The shared frame of the whole-page outcomes: not found, route errors, failed chunks. */
export function StatusPage({ mark, title, description, actions, children }: StatusPageProps) {
  return (
    <Column maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', typography: 'h1', fontSize: { xs: '3.5rem', md: '4.5rem' }, mb: 2 }}>
        {mark}
      </Box>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography component="div" color="text.secondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
          {description}
        </Typography>
      )}
      {children}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      )}
    </Column>
  );
}

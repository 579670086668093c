import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export type EmptyStateProps = {
  title?: string;
  description?: ReactNode;
  /** e.g. a button that clears the filters or creates the first item. */
  action?: ReactNode;
};

export function EmptyState({ title = '暂无数据', description, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 2,
      }}
    >
      <InboxOutlined aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography component="p" variant="subtitle1" color="text.primary">
        {title}
      </Typography>
      {description && (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ maxWidth: 'sm' }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';

export type ErrorStateProps = {
  title?: string;
  message?: ReactNode;
  /** Shows a 重试 button when given. */
  onRetry?: () => void;
};

export function ErrorState({ title = '加载失败', message, onRetry }: ErrorStateProps) {
  return (
    <Box
      role="alert"
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
      <ErrorOutlineOutlined aria-hidden sx={{ fontSize: 48, color: 'error.main' }} />
      <Typography component="p" variant="subtitle1" color="text.primary">
        {title}
      </Typography>
      {message && (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ maxWidth: 'sm', wordBreak: 'break-word' }}>
          {message}
        </Typography>
      )}
      {onRetry && (
        <Button variant="outlined" startIcon={<Refresh />} onClick={onRetry} sx={{ mt: 1 }}>
          重试
        </Button>
      )}
    </Box>
  );
}

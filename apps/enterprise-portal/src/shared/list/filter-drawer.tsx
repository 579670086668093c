import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The filter controls. */
  children: ReactNode;
  /** Whether any filter is set: 清除筛选 is offered then. */
  anyActive: boolean;
  onClearAll: () => void;
  /** The closing button's text: what closing will show (查看 12 条结果). */
  showResultsLabel: string;
};

/**
 * A list's filters on a phone, in a bottom drawer (focus moves in and back, Esc closes). ListFilters loads it on
 * the first tap of 筛选 (or when the pointer or focus reaches the button): a list opened on a wide screen, or never
 * filtered on a phone, does not fetch the drawer and its slide transition.
 */
export default function FilterDrawer({ open, onClose, children, anyActive, onClearAll, showResultsLabel }: FilterDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { maxHeight: '85dvh', borderTopLeftRadius: (theme) => theme.shape.borderRadius, borderTopRightRadius: (theme) => theme.shape.borderRadius },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="h2" variant="h6" id={titleId}>
          筛选条件
        </Typography>
        <IconButton aria-label="关闭" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto' }}>{children}</Box>
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        {anyActive ? (
          <Button onClick={onClearAll} sx={{ flexShrink: 0 }}>
            清除筛选
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose} fullWidth>
          {showResultsLabel}
        </Button>
      </Box>
    </Drawer>
  );
}

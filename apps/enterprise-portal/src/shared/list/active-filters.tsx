import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export type ActiveFilter = {
  key: string;
  /** e.g. 级别：国家级 */
  label: string;
  onRemove: () => void;
  /** The keyword chip: it summarises the search field, not the 筛选 controls, so the 筛选 count leaves it out. */
  fromSearch?: boolean;
};

export type ActiveFiltersProps = {
  filters: ActiveFilter[];
  /** 清除筛选; absent when another 清除筛选 is already on screen (the empty state's). */
  onClearAll?: () => void;
  /** `wrap`: chips wrap onto as many lines as they need; `strip`: one line that scrolls sideways (phones). */
  layout?: 'wrap' | 'strip';
};

/** What narrows the list right now, each removable on its own (click, Enter, Delete or Backspace). */
export function ActiveFilters({ filters, onClearAll, layout = 'wrap' }: ActiveFiltersProps) {
  if (filters.length === 0) return null;
  const strip = layout === 'strip';
  return (
    <Box
      component="section"
      aria-label="已选条件"
      sx={{
        display: 'flex',
        flexWrap: strip ? 'nowrap' : 'wrap',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        ...(strip ? { overflowX: 'auto', py: 0.5 } : { mb: 2 }),
      }}
    >
      {strip ? null : (
        <Typography component="span" variant="body2" color="text.secondary">
          已选条件：
        </Typography>
      )}
      {filters.map((filter) => (
        <Chip
          key={filter.key}
          label={filter.label}
          size="small"
          color="primary"
          variant="outlined"
          onClick={filter.onRemove}
          onDelete={filter.onRemove}
          aria-label={`移除条件 ${filter.label}`}
          sx={strip ? { flexShrink: 0 } : { maxWidth: '100%' }}
        />
      ))}
      {onClearAll ? (
        <Button size="small" onClick={onClearAll} sx={{ flexShrink: 0 }}>
          清除筛选
        </Button>
      ) : null}
    </Box>
  );
}

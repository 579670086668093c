import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export type ActiveFilter = {
  key: string;
  /** e.g. 级别：国家级 */
  label: string;
  onRemove: () => void;
};

export type ActiveFiltersProps = {
  filters: ActiveFilter[];
  onClearAll: () => void;
};

/** What narrows the list right now, each removable on its own (click, Enter, Delete or Backspace). */
export function ActiveFilters({ filters, onClearAll }: ActiveFiltersProps) {
  if (filters.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="已选条件"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Typography component="span" variant="body2" color="text.secondary">
        已选条件：
      </Typography>
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
          sx={{ maxWidth: '100%' }}
        />
      ))}
      <Button size="small" onClick={onClearAll}>
        清除筛选
      </Button>
    </Box>
  );
}

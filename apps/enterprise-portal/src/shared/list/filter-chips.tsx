import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { FilterTabsProps } from './filter-tabs';

/**
 * 全部 plus one pressed-or-not chip per value: the same single-choice filter as FilterTabs, drawn as a wrapping row
 * of chips where the choices are many and short (申报状态).
 */
export function FilterChips<TValue extends string>({ label, value, options, labels, onChange, inStack = false }: FilterTabsProps<TValue>) {
  const choices: { value: TValue | undefined; label: string }[] = [{ value: undefined, label: '全部' }, ...options.map((option) => ({ value: option, label: labels[option] }))];
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={label} sx={{ flexWrap: 'wrap', ...(inStack ? {} : { mb: 2 }) }}>
      {choices.map((choice) => {
        const selected = choice.value === value;
        return (
          <Chip
            key={choice.label}
            label={choice.label}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(choice.value)}
          />
        );
      })}
    </Stack>
  );
}

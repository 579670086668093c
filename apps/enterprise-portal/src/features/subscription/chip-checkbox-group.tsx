import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/Check';

export type ChipOption = { value: string; label: string };

export type ChipCheckboxGroupProps = {
  /** Id of the heading that names the group. */
  labelledBy: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
};

/** A multi-select as a row of chips; each chip is a checkbox to assistive technology and the keyboard. */
export function ChipCheckboxGroup({ labelledBy, options, selected, onToggle }: ChipCheckboxGroupProps) {
  const chosen = new Set(selected);
  return (
    <Box role="group" aria-labelledby={labelledBy} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const checked = chosen.has(option.value);
        return (
          <Chip
            key={option.value}
            role="checkbox"
            aria-checked={checked}
            label={option.label}
            icon={checked ? <CheckIcon aria-hidden /> : undefined}
            color={checked ? 'primary' : 'default'}
            variant={checked ? 'filled' : 'outlined'}
            onClick={() => onToggle(option.value)}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
    </Box>
  );
}

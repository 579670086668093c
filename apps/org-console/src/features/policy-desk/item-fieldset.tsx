import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { fieldId } from './field-id';

export type ItemFieldsetProps = {
  legend: string;
  /** The list's own message (none written, a duplicate) and the path it is named by, for focus. */
  error?: string;
  path: string;
  addLabel: string;
  addDisabled: boolean;
  onAdd: () => void;
  children: ReactNode;
};

/** A list the operator grows item by item (conditions, materials, steps): its name, its message, its items, 添加. */
export function ItemFieldset({ legend, error, path, addLabel, addDisabled, onAdd, children }: ItemFieldsetProps) {
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      {error ? (
        <Typography id={fieldId(path)} tabIndex={-1} color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
      {children}
      <Button startIcon={<AddIcon />} onClick={onAdd} disabled={addDisabled} sx={{ alignSelf: 'flex-start' }}>
        {addLabel}
      </Button>
    </Stack>
  );
}

/** Focus the field of an item just added, once it is on screen. */
export function focusWhenShown(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

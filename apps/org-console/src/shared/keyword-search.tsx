import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export type KeywordSearchProps = {
  /** The keyword the address holds; remount (key) the search when it changes so the field follows. */
  initial: string;
  label: string;
  maxLength: number;
  onSearch: (keyword: string) => void;
};

/** A queue's keyword search: type, then 搜索 or Enter; the list reads the keyword from the address. */
export function KeywordSearch({ initial, label, maxLength, onSearch }: KeywordSearchProps) {
  const [value, setValue] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={handleSubmit} sx={{ maxWidth: 560 }}>
      <TextField label={label} size="small" value={value} onChange={(event) => setValue(event.target.value)} slotProps={{ htmlInput: { maxLength } }} sx={{ flexGrow: 1 }} />
      <Button type="submit" variant="contained">
        搜索
      </Button>
    </Stack>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { FramedInput } from '@smes/ui';
import { KEYWORD_MAX_LENGTH } from './list-params';

export type ListSearchFormProps = {
  /** Accessible name of the search region, e.g. 搜索政策原文. */
  label: string;
  placeholder: string;
  /** The keyword in the URL; the field follows it on back/forward. */
  value: string | undefined;
  /** The trimmed keyword, or undefined when the field is blank. */
  onSubmit: (keyword: string | undefined) => void;
};

/** A list's keyword field (关键词) that searches on Enter or 搜索. */
export function ListSearchForm({ label, placeholder, value, onSubmit }: ListSearchFormProps) {
  const [keyword, setKeyword] = useState(value ?? '');
  useEffect(() => setKeyword(value ?? ''), [value]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(keyword.trim() || undefined);
  };

  return (
    <Box component="form" role="search" aria-label={label} onSubmit={handleSubmit} sx={{ mb: 2 }}>
      {/* One row even on a phone: a second row would push the first result further down the screen. */}
      <Stack direction="row" spacing={1}>
        {/* The label stays above the box, beside the placeholder's hint: MUI's field, which moves it, is not fetched (ADR 92). */}
        <FramedInput
          label="关键词"
          placeholder={placeholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          htmlInput={{ maxLength: KEYWORD_MAX_LENGTH, enterKeyHint: 'search' }}
          fullWidth
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          搜索
        </Button>
      </Stack>
    </Box>
  );
}

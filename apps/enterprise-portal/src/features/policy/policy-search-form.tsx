import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { InputField } from '@smes/ui';
import { paths, withQuery } from '../../app/paths';

export type PolicySearchFormProps = {
  /** The search landmark's name, e.g. 搜索政策. */
  label: string;
  placeholder: string;
  variant?: PaperProps['variant'];
  sx?: PaperProps['sx'];
};

/** A keyword box that opens 政策原文检索 with the keyword (the home page's and the 找政策 hub's). */
export function PolicySearchForm({ label, placeholder, variant, sx }: PolicySearchFormProps) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(withQuery(paths.policyNotice.list, { keyword: keyword.trim() }));
  };
  return (
    <Paper component="form" role="search" aria-label={label} onSubmit={handleSearch} variant={variant} sx={sx}>
      <Stack direction="row" spacing={1}>
        <InputField
          placeholder={placeholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          htmlInput={{ 'aria-label': '搜索关键词', maxLength: 50 }}
          fullWidth
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          搜索
        </Button>
      </Stack>
    </Paper>
  );
}

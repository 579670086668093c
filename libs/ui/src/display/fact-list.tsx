import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type FactListProps = {
  facts: [label: string, value: ReactNode][];
};

/**
 * Label/value pairs as a description list that reflows to one column on phones. There each label sits small
 * right above its value, and the pairs stand apart, so a label never reads as the value above it.
 */
export function FactList({ facts }: FactListProps) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 1 }, m: 0, '& > div:last-of-type > dd': { mb: 0 } }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ typography: { xs: 'body2', sm: 'body1' } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { POLICY_ENTRIES } from './policy-entries';

export type PolicyEntryTilesProps = {
  /** Heading level of each tile's title under the surrounding section. */
  headingLevel?: 'h2' | 'h3';
};

/** One tile per 找政策 sub-page. */
export function PolicyEntryTiles({ headingLevel = 'h3' }: PolicyEntryTilesProps) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      {POLICY_ENTRIES.map((entry) => (
        <li key={entry.to}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={entry.to} underline="hover">
                {entry.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {entry.description}
            </Typography>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HomeOverview } from '@smes/api';
import { POLICY_ENTRIES } from './policy-entries';

export type PolicyEntryTilesProps = {
  /** The platform figures: each list's tile says how much it holds (nothing while they load). */
  overview?: HomeOverview;
};

/** One tile per 找政策 list, with what it holds now. */
export function PolicyEntryTiles({ overview }: PolicyEntryTilesProps) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {POLICY_ENTRIES.map((entry) => (
        <li key={entry.to}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={entry.to} underline="hover">
                {entry.title}
              </Link>
            </Typography>
            {entry.count && overview ? (
              <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
                {entry.count(overview)}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {entry.description}
            </Typography>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

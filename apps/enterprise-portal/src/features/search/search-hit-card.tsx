import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GlobalSearchHit } from '@smes/api';
import { HighlightedText } from '../../shared/display/highlighted-text';
import { SEARCH_AREA_LABELS, searchHitLink } from './search-areas';

export type SearchHitCardProps = {
  hit: GlobalSearchHit;
  /** The heading level of the title: h3 under an area's h2, h2 in one area's list. */
  headingLevel?: 'h2' | 'h3';
};

/** One hit: its title (linking to the item's own page) and a snippet, the matched terms marked. */
export function SearchHitCard({ hit, headingLevel = 'h3' }: SearchHitCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={searchHitLink(hit.area, hit.id)} underline="hover">
              <HighlightedText segments={hit.title} />
            </Link>
          </Typography>
          <Chip size="small" variant="outlined" label={SEARCH_AREA_LABELS[hit.area]} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-word' }}>
          <HighlightedText segments={hit.snippet} />
        </Typography>
        {hit.date ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {hit.date}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

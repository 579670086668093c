import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchSuggestions } from '@smes/api';
import { paths, withQuery } from '../../app/paths';

export type SearchSuggestionsProps = {
  /** The keyword that found nothing. */
  keyword: string;
};

function TermLinks({ heading, terms }: { heading: string; terms: readonly string[] }) {
  if (terms.length === 0) return null;
  return (
    <Box component="section" aria-label={heading}>
      {/* A label, not a heading: the empty state sits under headings of varying depth. */}
      <Typography component="p" variant="body2" color="text.secondary">
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
        {terms.map((term) => (
          <li key={term}>
            {/* Only the keyword travels: every suggestion is checked to find policies on its own. */}
            <Link component={RouterLink} to={withQuery(paths.policyNotice.list, { keyword: term })} underline="hover">
              {term}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Under an empty search: nearby queries (synonyms, near spellings) and what others search for most. */
export function SearchSuggestions({ keyword }: SearchSuggestionsProps) {
  const suggestions = useSearchSuggestions({ keyword });
  if (!suggestions.data) return <>换个关键词或减少筛选条件试试</>;
  const { nearby, popular } = suggestions.data;
  return (
    <Stack spacing={2}>
      <span>换个关键词或减少筛选条件试试</span>
      <TermLinks heading="你是不是要找" terms={nearby} />
      <TermLinks heading="大家都在搜" terms={popular} />
    </Stack>
  );
}

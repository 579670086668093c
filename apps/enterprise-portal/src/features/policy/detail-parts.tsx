import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@smes/ui';
import { CITED_CLAUSE_SX, clauseProps } from '../../shared/display/clause-anchor';

export type MissingContentProps = {
  /** e.g. 政策不存在 */
  title: string;
  backLabel: string;
  backTo: string;
};

/** An unknown or malformed id: say so and offer the way back to the list. */
export function MissingContent({ title, backLabel, backTo }: MissingContentProps) {
  return (
    <EmptyState
      title={title}
      description="内容可能已下线，或链接有误。"
      action={
        <Button component={RouterLink} to={backTo} variant="outlined">
          {backLabel}
        </Button>
      }
    />
  );
}

export type FactListProps = {
  facts: [label: string, value: ReactNode][];
};

/** Label/value pairs as a description list that reflows to one column on phones. */
export function FactList({ facts }: FactListProps) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export type ParagraphsProps = {
  paragraphs: string[];
  /** The block an AI 助手 citation points at (`?clause=`), highlighted; indexes count from `offset`. */
  cited?: number | null;
  /** Index of the first paragraph among the document's blocks (a notice's later tabs continue the count). */
  offset?: number;
};

/** Body text, one paragraph per entry, each with its clause anchor (`id="clause-N"`). */
export function Paragraphs({ paragraphs, cited = null, offset = 0 }: ParagraphsProps) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs are plain strings without ids and never reorder.
        <Typography
          key={index}
          component="p"
          {...clauseProps(offset + index, cited)}
          sx={[{ mb: 1.5, lineHeight: 1.9, textIndent: '2em', wordBreak: 'break-word' }, offset + index === cited && CITED_CLAUSE_SX]}
        >
          {paragraph}
        </Typography>
      ))}
    </>
  );
}

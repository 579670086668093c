import Typography from '@mui/material/Typography';
import { CITED_CLAUSE_SX, clauseProps } from '../../shared/display/clause-anchor';

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

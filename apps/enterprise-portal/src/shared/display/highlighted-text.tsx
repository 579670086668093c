import Box from '@mui/material/Box';
import type { HighlightSegment } from '@smes/api';

export type HighlightedTextProps = {
  segments: HighlightSegment[];
};

/** The server's highlight segments as text with <mark> around the hits; never parsed as HTML. */
export function HighlightedText({ segments }: HighlightedTextProps) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <Box
            // Segments have no identity of their own; their order never changes within one rendering.
            key={index}
            component="mark"
            sx={{ bgcolor: 'transparent', color: 'secondary.dark', fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: '0.2em' }}
          >
            {segment.text}
          </Box>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

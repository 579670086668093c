import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * An amount with its label and unit ("保守 55 万元", "乐观 595 万元", "最高 50 万元", "+12.5%"): Chinese text breaks
 * between any two characters, and a figure split from its word ("…乐\n观 595 万元") reads as something else.
 */
const AMOUNT = /(?:(?:保守|乐观|最高|最低|约|共|合计|不超过|不低于)\s?)?[+\-−]?\d[\d,]*(?:\.\d+)?\s?(?:万元|亿元|元|%|件|项|人|个|天|年|分)?/g;

export type AmountSegment = { text: string; amount: boolean };

/** The text in segments, each amount phrase (label, figure, unit) one segment that must not break. */
export function amountSegments(text: string): AmountSegment[] {
  const segments: AmountSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(AMOUNT)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), amount: false });
    segments.push({ text: match[0], amount: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), amount: false });
  return segments;
}

export type KeepAmountsProps = { text: string };

/** Renders `text` with each amount phrase kept on one line; the text may still wrap between phrases. */
export function KeepAmounts({ text }: KeepAmountsProps) {
  return (
    <>
      {amountSegments(text).map((segment, index) =>
        segment.amount ? (
          <Box key={index} component="span" sx={{ whiteSpace: 'nowrap' }}>
            {segment.text}
          </Box>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

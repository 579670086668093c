import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * What a search did with one-character terms: the server searches them in titles only (a lone character is not a
 * word of the full-text index, ADR 81), so the screen says so and how to search the whole text.
 */
export function titleOnlyText(terms: readonly string[]): string {
  return `单字只搜索标题（${terms.map((term) => `“${term}”`).join('、')}），输入两个字及以上可搜全文`;
}

export function TitleOnlyNote({ terms, sx }: { terms: readonly string[] | undefined; sx?: SxProps<Theme> }) {
  if (!terms || terms.length === 0) return null;
  return (
    <Alert severity="info" role="status" sx={sx}>
      {titleOnlyText(terms)}
    </Alert>
  );
}

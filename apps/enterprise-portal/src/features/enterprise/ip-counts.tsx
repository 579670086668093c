import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IpLedgerCounts } from '@smes/api';

const COUNT_LABELS: readonly [keyof IpLedgerCounts, string][] = [
  ['inventionPatents', '发明专利'],
  ['utilityModels', '实用新型'],
  ['designPatents', '外观设计'],
  ['softwareCopyrights', '软件著作权'],
  ['trademarks', '商标'],
  ['ipClass1', 'Ⅰ类知识产权'],
  ['ipClass2', 'Ⅱ类知识产权'],
];

export type IpCountsProps = { counts: IpLedgerCounts; label: string };

/** The 台账's granted counts as the ledger holds them, as a definition list so each figure keeps its name. */
export function IpCounts({ counts, label }: IpCountsProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' }, gap: 1.5, m: 0 }}
    >
      {COUNT_LABELS.map(([key, text]) => (
        <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {text}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {counts[key]} 件
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

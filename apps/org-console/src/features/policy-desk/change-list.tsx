import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PolicyDocumentChange } from '@smes/policy-desk';

/** What changed, field by field: its name, then 改前 and 改后 (a field added or removed has only one). */
export function ChangeList({ changes, label }: { changes: readonly PolicyDocumentChange[]; label: string }) {
  if (changes.length === 0) return <Typography color="text.secondary">没有内容改动。</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {changes.map((change) => (
        <Box component="li" key={change.field} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {change.label}
          </Typography>
          {change.before !== null ? (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
              改前：{change.before}
            </Typography>
          ) : null}
          {change.after !== null ? (
            <Typography variant="body2" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
              改后：{change.after}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { MatchScope, OutOfScopePolicy } from '@smes/api';

export type MatchScopeSectionProps = {
  scope: MatchScope;
  /** The first of the policies outside the scope, with their reasons. */
  outOfScope: readonly OutOfScopePolicy[];
  /** How many there are in all. */
  outOfScopeCount: number;
};

/** Which regions' policies were matched (the enterprise's chain), and — widened on request — why the others do not apply. */
export function MatchScopeSection({ scope, outOfScope, outOfScopeCount }: MatchScopeSectionProps) {
  const [widened, setWidened] = useState(false);
  const listId = useId();
  const names = scope.regions.map((region) => region.name).join('、');
  return (
    <Box component="section" aria-label="匹配范围">
      <Typography variant="body2">
        匹配范围：注册地 <strong>{scope.label}</strong>
        {names ? `，只匹配适用于${names}的政策` : ''}。其他地区的政策不适用于贵企业，不计入匹配结果和预估资金。
      </Typography>
      {outOfScope.length > 0 ? (
        <>
          <Button size="small" onClick={() => setWidened((value) => !value)} aria-expanded={widened} aria-controls={listId} sx={{ mt: 0.5 }}>
            {widened ? '收起范围外的政策' : `扩大范围：查看范围外的 ${outOfScopeCount} 项政策及原因`}
          </Button>
          {widened && outOfScopeCount > outOfScope.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              以下列出其中 {outOfScope.length} 项；其余政策同样只适用于其他地区。
            </Typography>
          ) : null}
          {widened ? (
            <List id={listId} dense aria-label="范围外的政策" sx={{ mt: 0.5 }}>
              {outOfScope.map((policy) => (
                // A dense, divided ListItem's box (4 px above and below, the divider under it), without ListItem (ADR 98).
                <Box component="li" key={policy.policyId} sx={{ position: 'relative', py: 0.5, borderBottom: 1, borderColor: 'divider', backgroundClip: 'padding-box' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {policy.policyTitle}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    不适用：{policy.reason}
                  </Typography>
                </Box>
              ))}
            </List>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

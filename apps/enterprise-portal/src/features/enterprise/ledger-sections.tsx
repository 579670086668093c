import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '@smes/ui';
import { ledgerCompleteness } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerFieldGroup } from '@smes/eligibility';
import { LEDGER_GROUPS, fieldsOfGroup, ledgerFieldHref, ledgerFieldLabel } from '../../shared/ledger/ledger-form-fields';
import { paths } from '../../app/paths';

const MAX_LINKS = 4;

export type LedgerSectionsProps = {
  ledger: EnterpriseLedger;
  /** With a 知识产权台账 the IP counts are the 台账's: the section links there instead of to the form. */
  hasIpRecords: boolean;
};

/** Each ledger section's completeness (the same count as 企业档案's own bar) with links to what it still lacks. */
export function LedgerSections({ ledger, hasIpRecords }: LedgerSectionsProps) {
  return (
    <Stack component="ul" spacing={2} aria-label="档案各部分完整度" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {LEDGER_GROUPS.map((group) => (
        <Section key={group} group={group} ledger={ledger} hasIpRecords={hasIpRecords} />
      ))}
    </Stack>
  );
}

function Section({ group, ledger, hasIpRecords }: { group: LedgerFieldGroup; ledger: EnterpriseLedger; hasIpRecords: boolean }) {
  const completeness = ledgerCompleteness(ledger, fieldsOfGroup(group).map((field) => field.key));
  const fromRecords = group === '知识产权' && hasIpRecords;
  const shown = completeness.missing.slice(0, MAX_LINKS);
  return (
    <Box component="li">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography component="h3" variant="subtitle2">
          {group}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {completeness.percent}%（{completeness.filled}/{completeness.total} 项）
        </Typography>
      </Stack>
      <ProgressBar
        value={completeness.percent}
        aria-label={`${group}完整度`}
        aria-valuetext={`${completeness.percent}%，已填 ${completeness.filled}/${completeness.total} 项`}
        sx={{ height: 6, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {fromRecords ? (
          <>
            数量由
            <Link component={RouterLink} to={paths.enterprise.knowledgeRecord} underline="always" sx={{ mx: 0.5 }}>
              知识产权台账
            </Link>
            计算
          </>
        ) : shown.length === 0 ? (
          '已填写完整'
        ) : (
          <>
            待完善：
            {shown.map((key, index) => (
              <Box component="span" key={key}>
                <Link component={RouterLink} to={ledgerFieldHref(key)} underline="always">
                  {ledgerFieldLabel(key)}
                </Link>
                {index < shown.length - 1 ? '、' : ''}
              </Box>
            ))}
            {completeness.missing.length > shown.length ? ` 等 ${completeness.missing.length} 项` : ''}
          </>
        )}
      </Typography>
    </Box>
  );
}

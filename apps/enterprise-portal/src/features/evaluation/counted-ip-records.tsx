import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IpRecordRef } from '@smes/api';
import { IP_KIND_LABELS, IP_RECORD_KINDS } from '@smes/eligibility';
import { paths } from '../../app/paths';

export type CountedIpRecordsProps = { records: readonly IpRecordRef[] };

/**
 * Which 台账 records the evaluation counted (the granted ones), by kind: a reviewer can check each figure of
 * 核心知识产权 and the Ⅰ类/Ⅱ类 score against a certificate number.
 */
export function CountedIpRecords({ records }: CountedIpRecordsProps) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        知识产权数量按
        <Link component={RouterLink} to={paths.enterprise.knowledgeRecord} underline="always" sx={{ mx: 0.5 }}>
          知识产权台账
        </Link>
        中已授权的 {records.length} 条记录计算（申请中、已驳回、已失效的不计）。
      </Typography>
      {records.length > 0 ? (
        <Box component="dl" aria-label="计入的知识产权" sx={{ m: 0 }}>
          {IP_RECORD_KINDS.map((kind) => {
            const ofKind = records.filter((record) => record.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <Box key={kind} sx={{ mb: 1 }}>
                <Typography component="dt" variant="subtitle2">
                  {IP_KIND_LABELS[kind]}（{ofKind.length} 件）
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, wordBreak: 'break-word' }}>
                  {ofKind.map((record) => `${record.name}（${record.number}）`).join('；')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Stack>
  );
}

import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SubsidyEstimate } from '@smes/api';
import { formatEstimateRange } from '@smes/eligibility';
import { KeepAmounts, formatNumber } from '@smes/ui';

/** The range in one form on every screen (report, home, 区域对比): 保守 X 万元 ～ 乐观 Y 万元. */
export function estimateRangeText(estimate: Pick<SubsidyEstimate, 'conservative' | 'optimistic'>): string {
  return formatEstimateRange(estimate);
}

export type EstimateDetailsProps = {
  estimate: SubsidyEstimate;
  /** Heading level text of the block. */
  title?: string;
};

/**
 * 预估可获资金 with how it was computed: the range, the method and, expanded, every policy it came
 * from — counted or not, and why (same item, exclusive group, cap).
 */
export function EstimateDetails({ estimate, title = '预估可获资金的测算' }: EstimateDetailsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const counted = estimate.lines.filter((line) => line.counted).length;
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        <KeepAmounts text={estimateRangeText(estimate)} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        测算方法：{estimate.method}
      </Typography>
      {estimate.lines.length > 0 ? (
        <>
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={listId}
            endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
            sx={{ mt: 1 }}
          >
            {open ? '收起明细' : `查看明细（${estimate.lines.length} 项政策，计入 ${counted} 项）`}
          </Button>
          {open ? (
            <TableContainer id={listId} sx={{ mt: 1 }}>
              <Table size="small" aria-label="预估明细">
                <TableHead>
                  <TableRow>
                    <TableCell>政策</TableCell>
                    <TableCell>资助事项</TableCell>
                    <TableCell align="right">保守 / 乐观（万元）</TableCell>
                    <TableCell>是否计入</TableCell>
                    <TableCell>说明</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {estimate.lines.map((line) => (
                    <TableRow key={line.policyId}>
                      <TableCell>{line.policyTitle}</TableCell>
                      <TableCell>{line.item}</TableCell>
                      <TableCell align="right">
                        {formatNumber(line.conservative)} / {formatNumber(line.optimistic)}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={line.counted ? '计入' : '不计入'} color={line.counted ? 'success' : 'default'} variant="outlined" />
                      </TableCell>
                      <TableCell>{line.note}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          暂无符合条件的资金类政策。
        </Typography>
      )}
    </Box>
  );
}

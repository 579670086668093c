import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isPolicyDeskError, useTryPolicyRules } from '@smes/api';
import type { PolicyRuleTrial } from '@smes/api';
import type { PolicyDocument } from '@smes/policy-desk';
import { formatNumber } from '@smes/ui';

const STATUS_LABELS: Record<PolicyRuleTrial['samples'][number]['status'], string> = { eligible: '符合', incomplete: '待核验', ineligible: '不符合', held: '已认定' };

type Errors = Partial<Record<string, string>>;

export type RulesTrialProps = {
  document: PolicyDocument;
  deskId: number | null;
  /** The refusal's messages go to the fields they name, as a save's do. */
  onErrors: (errors: Errors) => void;
};

const money = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} 万元`);

/** 试算: the rules as they are on screen, against every enterprise ledger in the document's region. Nothing is saved. */
export function RulesTrial({ document, deskId, onErrors }: RulesTrialProps) {
  const trial = useTryPolicyRules();
  const run = () => {
    trial.mutate(
      { deskId, document },
      {
        onError: (error) => {
          if (isPolicyDeskError(error) && Object.keys(error.fieldErrors).length > 0) onErrors(error.fieldErrors);
        },
      },
    );
  };
  const result = trial.data;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" onClick={run} loading={trial.isPending} disabled={!document.rules}>
          试算（发文地区内全部企业档案）
        </Button>
        <Typography variant="body2" color="text.secondary">
          用本页正在编辑的规则评估，不保存；与发布后推送消息的判断相同。
        </Typography>
      </Stack>
      {trial.isError ? <Alert severity="error">{trial.error.message}</Alert> : null}
      {result && !trial.isPending ? (
        <Stack spacing={1} role="status" aria-live="polite" data-testid="rules-trial-result">
          <Typography variant="body2">
            {result.scope}共 {result.total} 家：符合 {result.counts.eligible} 家，待核验 {result.counts.pending} 家，不符合 {result.counts.ineligible} 家
            {result.counts.held > 0 ? `，已认定 ${result.counts.held} 家` : ''}。发布后将向 {result.counts.notified} 家企业推送消息。
          </Typography>
          <Typography variant="body2">
            符合的企业预估可获（保守）：{result.estimate.count === 0 ? '无' : `最低 ${money(result.estimate.min)}，中位 ${money(result.estimate.median)}，最高 ${money(result.estimate.max)}`}
          </Typography>
          {result.previous ? (
            <Typography variant="body2">
              现行版本：符合 {result.previous.eligible} 家，待核验 {result.previous.pending} 家，不符合 {result.previous.ineligible} 家；结论将改变的企业 {result.changed ?? 0} 家。
              {(result.takenBack ?? 0) > 0
                ? `其中 ${result.takenBack} 家此前收到过“你可能符合”的推送、按修订后的条件依其自身数据不符合，发布后将收到“已不再符合”的消息。`
                : '此前收到过“你可能符合”推送的企业，没有一家会因这次修订变为不符合。'}
            </Typography>
          ) : null}
          {result.samples.length > 0 ? (
            <Table size="small" aria-label="试算样例企业">
              <TableHead>
                <TableRow>
                  <TableCell>企业</TableCell>
                  <TableCell>结论</TableCell>
                  <TableCell>测算</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.samples.map((sample) => (
                  <TableRow key={sample.enterprise}>
                    <TableCell>{sample.enterprise}</TableCell>
                    <TableCell>{STATUS_LABELS[sample.status]}</TableCell>
                    <TableCell>{sample.estimate ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

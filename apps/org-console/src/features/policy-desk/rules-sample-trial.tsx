import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { PORTAL_QUERY_LIMITS, PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { isPolicyDeskError, useTrialEnterprises, useTryPolicyRulesOnSamples } from '@smes/api';
import type { PolicyRuleSample, PolicyRuleTrialEnterprise } from '@smes/api';
import type { PolicyDocument } from '@smes/policy-desk';
import { formatNumber } from '@smes/ui';

const KEYWORD_MAX = PORTAL_QUERY_LIMITS.adminPolicyDeskTrialEnterprises.keyword.maxLength;
const MAX_SAMPLES = PORTAL_SCHEMA_LIMITS.PolicyRuleSampleTrialInput.userIds.maxItems;

const VERDICTS: Record<PolicyRuleSample['status'], string> = { eligible: '符合', incomplete: '待核验', ineligible: '不符合', held: '已认定' };
const CONDITION_STATUS: Record<PolicyRuleSample['conditions'][number]['status'], string> = { pass: '满足', fail: '不满足', unknown: '待核验' };

type Errors = Partial<Record<string, string>>;

export type RulesSampleTrialProps = {
  document: PolicyDocument;
  deskId: number | null;
  /** Refusals of the rules themselves go to their fields, as 试算's do. */
  onErrors: (errors: Errors) => void;
};

/**
 * 试算 on enterprises the operator picks (by name or credit code, within the document's region): each one's verdict,
 * estimate with its formula and every condition with the value its ledger holds — the evaluation its match report makes.
 */
export function RulesSampleTrial({ document, deskId, onErrors }: RulesSampleTrialProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<PolicyRuleTrialEnterprise[]>([]);
  const regionCode = document.level === 'national' ? null : document.regionCode;
  const found = useTrialEnterprises({ keyword, regionCode });
  const trial = useTryPolicyRulesOnSamples();
  const search = () => setKeyword(typed.trim());
  // The editor around this is a form: Enter here looks the enterprise up instead of submitting the policy.
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const choose = (enterprise: PolicyRuleTrialEnterprise) => {
    setChosen((current) => (current.length >= MAX_SAMPLES || current.some((item) => item.userId === enterprise.userId) ? current : [...current, enterprise]));
  };
  const run = () => {
    trial.mutate(
      { deskId, document, userIds: chosen.map((item) => item.userId) },
      {
        onError: (error) => {
          if (!isPolicyDeskError(error)) return;
          const { userIds: _samples, ...ruleErrors } = error.fieldErrors;
          if (Object.keys(ruleErrors).length > 0) onErrors(ruleErrors);
        },
      },
    );
  };
  const refusal = trial.isError ? (isPolicyDeskError(trial.error) ? (trial.error.fieldErrors['userIds'] ?? trial.error.message) : trial.error.message) : null;
  const full = chosen.length >= MAX_SAMPLES;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="rules-sample-trial-title">
      <Typography id="rules-sample-trial-title" variant="subtitle2" component="h3">
        样例企业试算
      </Typography>
      <Typography variant="body2" color="text.secondary">
        选择发文地区内至多 {MAX_SAMPLES} 家企业，逐项查看条件是否满足、企业档案中的值和预估金额；与企业的匹配报告按同一方法评估。
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="search" aria-label="查找样例企业">
        <TextField
          size="small"
          label="企业名称或统一社会信用代码"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={searchOnEnter}
          slotProps={{ htmlInput: { maxLength: KEYWORD_MAX } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={search} disabled={typed.trim() === ''} loading={found.isFetching}>
          查找企业
        </Button>
      </Stack>
      {found.isError ? <Alert severity="error">{found.error.message}</Alert> : null}
      {keyword !== '' && found.data ? (
        found.data.length === 0 ? (
          <Typography variant="body2" role="status">
            发文地区内没有名称含“{keyword}”或信用代码为它的企业档案。
          </Typography>
        ) : (
          <Stack component="ul" aria-label="找到的企业" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {found.data.map((enterprise) => {
              const picked = chosen.some((item) => item.userId === enterprise.userId);
              return (
                <Stack component="li" key={enterprise.userId} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2">
                    {enterprise.enterprise}（{enterprise.creditCode}）
                  </Typography>
                  <Button size="small" onClick={() => choose(enterprise)} disabled={picked || full} aria-label={`选为样例：${enterprise.enterprise}`}>
                    {picked ? '已选' : '选为样例'}
                  </Button>
                </Stack>
              );
            })}
          </Stack>
        )
      ) : null}
      {chosen.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="已选样例企业">
          {chosen.map((enterprise) => (
            <Chip key={enterprise.userId} label={enterprise.enterprise} onDelete={() => setChosen((current) => current.filter((item) => item.userId !== enterprise.userId))} />
          ))}
        </Stack>
      ) : null}
      <Box>
        <Button variant="outlined" onClick={run} loading={trial.isPending} disabled={!document.rules || chosen.length === 0}>
          对样例企业试算
        </Button>
      </Box>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {trial.data && !trial.isPending ? (
        <Stack spacing={2} role="status" aria-live="polite" data-testid="rules-sample-trial-result">
          {trial.data.samples.map((sample) => (
            <SampleResult key={sample.userId} sample={sample} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function SampleResult({ sample }: { sample: PolicyRuleSample }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
        {sample.enterprise}：{VERDICTS[sample.status]}
      </Typography>
      <Typography variant="body2">
        {sample.estimate
          ? `预估可获 ${formatNumber(sample.estimate.conservative)}${sample.estimate.optimistic === sample.estimate.conservative ? '' : `–${formatNumber(sample.estimate.optimistic)}`} 万元（${sample.estimate.how}）`
          : '不测算金额（不符合或已认定）'}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${sample.enterprise}的条件`}>
          <TableHead>
            <TableRow>
              <TableCell>条件</TableCell>
              <TableCell>依据</TableCell>
              <TableCell>企业档案中的值</TableCell>
              <TableCell>结果</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sample.conditions.map((condition) => (
              <TableRow key={`${condition.clause}-${condition.title}`}>
                <TableCell>
                  {condition.title}
                  {condition.kind === 'soft' ? '（参考）' : ''}
                </TableCell>
                <TableCell>{condition.clause}</TableCell>
                <TableCell>{condition.actualText}</TableCell>
                <TableCell>{CONDITION_STATUS[condition.status]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

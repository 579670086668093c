import { memo, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { COUNTED_UNITS, DATE_WINDOW_LABELS, FUNDING_WINDOW_LABELS, METRICS, isMetricKey } from '@smes/eligibility';
import type { MetricKey } from '@smes/eligibility';
import { COMPARISON_LABELS, FUNDING_KIND_LABELS, newBlockId, ruleTargets, unmappedItems } from '@smes/policy-desk';
import type {
  PolicyDocument,
  PolicyFundingAmount,
  PolicyFundingExclusive,
  PolicyFundingGroup,
  PolicyFundingItem,
  PolicyFundingRules,
  PolicyFundingTier,
  PolicyFundingWhen,
  PolicyRuleCheck,
  PolicyRuleCondition,
  PolicyRules,
  RuleTarget,
} from '@smes/policy-desk';
import { fieldId } from './field-id';
import { ItemFieldset, focusWhenShown } from './item-fieldset';

const CONDITION = PORTAL_SCHEMA_LIMITS.PolicyRuleCondition;
const FUNDING = PORTAL_SCHEMA_LIMITS.PolicyFundingRules;
const ITEM = PORTAL_SCHEMA_LIMITS.PolicyFundingItem;
const RULES = PORTAL_SCHEMA_LIMITS.PolicyRules;
const GROUP = PORTAL_SCHEMA_LIMITS.PolicyFundingGroup;
const TIERS_MAX = PORTAL_SCHEMA_LIMITS.PolicyFundingAmount.tiers.maxItems;
const ALTERNATIVES_MAX = CONDITION.anyOf.maxItems;
const WHEN = PORTAL_SCHEMA_LIMITS.PolicyFundingWhen;

type Errors = Partial<Record<string, string>>;
type Op = NonNullable<PolicyRuleCondition['op']>;

const METRIC_KEYS = Object.keys(METRICS) as MetricKey[];
const metricOption = (key: MetricKey) => [key, METRICS[key].unit ? `${METRICS[key].label}（${METRICS[key].unit}）` : METRICS[key].label] as const;
const METRIC_OPTIONS = METRIC_KEYS.map(metricOption);
const MONEY_METRICS = METRIC_KEYS.filter((key) => METRICS[key].unit === '万元').map(metricOption);
const KIND_OPTIONS = [
  ['hard', '必要条件'],
  ['soft', '加分条件'],
] as const;
const DECIDED_BY_OPTIONS = [
  ['ledger', '按企业档案判断'],
  ['evidence', '无法从企业档案判断（凭材料核验）'],
] as const;
const COMPARISON_OPTIONS = Object.entries(COMPARISON_LABELS);
const DATE_WINDOW_OPTIONS = Object.entries(DATE_WINDOW_LABELS);
const FUNDING_WINDOW_OPTIONS = Object.entries(FUNDING_WINDOW_LABELS);
const FUNDING_KIND_OPTIONS = Object.entries(FUNDING_KIND_LABELS);
const COUNTED_UNIT_OPTIONS = Object.entries(COUNTED_UNITS).map(([key, spec]) => [key, `${spec.label}（${spec.unit}）`] as const);
const ORDERING = new Set<Op>(['>=', '>', '<=', '<']);
const NO_VALUE = new Set<Op>(['truthy', 'falsy']);

/** `articleId|item`: one value for the clause select. */
const clauseValue = (articleId: string | null, item: string | null) => (articleId === null ? '' : `${articleId}|${item ?? ''}`);
function parseClause(value: string): { articleId: string | null; item: string | null } {
  if (value === '') return { articleId: null, item: null };
  const [articleId = '', item = ''] = value.split('|');
  return { articleId, item: item === '' ? null : item };
}

const numberOrNull = (value: string): number | null => (value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));

function blankCondition(articleId: string | null = null, item: string | null = null): PolicyRuleCondition {
  return { id: newBlockId(), title: '', kind: 'hard', articleId, item, decidedBy: 'ledger', metric: null, op: null, value: null, evidence: '', reason: null };
}

const blankCheck = (): PolicyRuleCheck => ({ metric: null, op: null, value: null });

function blankItem(): PolicyFundingItem {
  return { id: newBlockId(), title: '', articleId: null, item: null, amount: { kind: 'fixed' }, cap: null };
}

type Option = readonly [value: string, label: string];

type RuleSelectProps = {
  /** The error path the field is focused by; none for a field no message names. */
  path?: string;
  label: string;
  value: string;
  options: readonly Option[];
  /** The empty choice's text, where nothing chosen is allowed. */
  placeholder?: string;
  error?: string;
  helperText?: string;
  wide?: boolean;
  onChange: (value: string) => void;
};

/** A native select of the rule editor: keyboard-first, with its message at the field. */
function RuleSelect({ path, label, value, options, placeholder, error, helperText, wide, onChange }: RuleSelectProps) {
  return (
    <TextField
      id={path === undefined ? undefined : fieldId(path)}
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth={wide}
      sx={wide ? undefined : { minWidth: '10em' }}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </TextField>
  );
}

type ClauseSelectProps = { path: string; label: string; targets: readonly RuleTarget[]; articleId: string | null; item: string | null; errors: Errors; onChange: (clause: { articleId: string | null; item: string | null }) => void };

/** 依据条款: an article of the text, or one of its enumerated items, by its published number. */
function ClauseSelect({ path, label, targets, articleId, item, errors, onChange }: ClauseSelectProps) {
  const error = errors[`${path}.articleId`] ?? errors[`${path}.item`];
  return (
    <TextField
      id={fieldId(`${path}.articleId`)}
      select
      size="small"
      label={label}
      value={clauseValue(articleId, item)}
      onChange={(event) => onChange(parseClause(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">请选择条款</option>
      {targets.map((target) => [
        <option key={target.articleId} value={clauseValue(target.articleId, null)}>
          {target.article} {target.heading.slice(0, 24)}
        </option>,
        ...target.items.map((entry) => (
          <option key={`${target.articleId}|${entry.label}`} value={clauseValue(target.articleId, entry.label)}>
            {'\u3000'}
            {entry.clause} {entry.text.slice(0, 30)}
          </option>
        )),
      ])}
    </TextField>
  );
}

type CheckFieldsProps = {
  /** Where the check's messages are: `<path>.metric`, `.op`, `.value`. */
  path: string;
  check: PolicyRuleCheck;
  /** Names the fields of an alternative or a `when` check apart from the condition's own (“或（情形 2）”). */
  lead?: string;
  errors: Errors;
  onChange: (check: PolicyRuleCheck) => void;
};

/** One comparison on the ledger — 指标, 比较, 值 or 期间 — as a condition, an alternative and a 适用情形 write it. */
function CheckFields({ path, check, lead = '', errors, onChange }: CheckFieldsProps) {
  const error = (field: string) => errors[`${path}.${field}`];
  const set = (change: Partial<PolicyRuleCheck>) => onChange({ metric: check.metric, op: check.op, value: check.value, ...change });
  const op = check.op;
  const unit = check.metric !== null && isMetricKey(check.metric) ? METRICS[check.metric].unit : undefined;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ flexGrow: 1 }}>
      <RuleSelect
        path={`${path}.metric`}
        label={`${lead}企业档案指标`}
        value={check.metric ?? ''}
        options={METRIC_OPTIONS}
        placeholder="请选择指标"
        error={error('metric')}
        wide
        onChange={(value) => set({ metric: value === '' ? null : value })}
      />
      <RuleSelect
        path={`${path}.op`}
        label={`${lead}比较`}
        value={op ?? ''}
        options={COMPARISON_OPTIONS}
        placeholder="请选择"
        error={error('op')}
        onChange={(value) => {
          const next = value === '' ? null : (value as Op);
          set({ op: next, value: next === null || NO_VALUE.has(next) ? null : next === 'within' ? 'lastYear' : check.value });
        }}
      />
      {op === 'within' ? (
        <RuleSelect
          path={`${path}.value`}
          label={`${lead}期间`}
          value={typeof check.value === 'string' ? check.value : ''}
          options={DATE_WINDOW_OPTIONS}
          error={error('value')}
          onChange={(value) => set({ value })}
        />
      ) : op !== null && !NO_VALUE.has(op) ? (
        <TextField
          id={fieldId(`${path}.value`)}
          size="small"
          label={`${lead}值`}
          value={check.value === null ? '' : String(check.value)}
          onChange={(event) => set({ value: ORDERING.has(op) ? numberOrNull(event.target.value) : event.target.value })}
          error={Boolean(error('value'))}
          helperText={error('value') ?? (unit ? `单位：${unit}` : undefined)}
          slotProps={{ htmlInput: { inputMode: ORDERING.has(op) ? 'decimal' : 'text', maxLength: CONDITION.value.maxLength } }}
          sx={{ minWidth: '10em' }}
        />
      ) : null}
    </Stack>
  );
}

type CheckListProps = {
  /** The list's path: its checks are `<path>.<index>`, its own message is at `<path>`. */
  path: string;
  checks: readonly PolicyRuleCheck[];
  /** How the n-th check is named (“或（情形 2）”). */
  name: (index: number) => string;
  addLabel: string;
  max: number;
  /** At least this many stay (a 适用情形 needs one comparison). */
  min: number;
  errors: Errors;
  onChange: (checks: PolicyRuleCheck[]) => void;
};

/**
 * Comparisons added and removed one by one: the one added is focused; when one is removed focus moves to the one
 * that took its place, or to 添加, so a keyboard user is never left on nothing.
 */
function CheckList({ path, checks, name, addLabel, max, min, errors, onChange }: CheckListProps) {
  const addId = fieldId(`${path}.add`);
  return (
    <>
      {checks.map((check, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <CheckFields path={`${path}.${index}`} check={check} lead={`${name(index)}：`} errors={errors} onChange={(next) => onChange(checks.map((entry, at) => (at === index ? next : entry)))} />
          <IconButton
            aria-label={`删除${name(index)}`}
            disabled={checks.length <= min}
            onClick={() => {
              onChange(checks.filter((_, at) => at !== index));
              focusWhenShown(index < checks.length - 1 ? fieldId(`${path}.${index}.metric`) : addId);
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {errors[path] ? (
        <FormHelperText id={fieldId(path)} tabIndex={-1} error>
          {errors[path]}
        </FormHelperText>
      ) : null}
      <Button
        id={addId}
        startIcon={<AddIcon />}
        disabled={checks.length >= max}
        onClick={() => {
          onChange([...checks, blankCheck()]);
          focusWhenShown(fieldId(`${path}.${checks.length}.metric`));
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </>
  );
}

type AlternativesEditorProps = { path: string; conditionLabel: string; alternatives: readonly PolicyRuleCheck[]; errors: Errors; onChange: (anyOf: PolicyRuleCheck[]) => void };

/** 或: other comparisons on the ledger any one of which also meets the condition (研发费用占比不低于 5%，或拥有Ⅰ类知识产权). */
function AlternativesEditor({ path, conditionLabel, alternatives, errors, onChange }: AlternativesEditorProps) {
  return (
    <Stack spacing={1} component="fieldset" aria-label={`${conditionLabel}的其他情形（或）`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {alternatives.length > 0 ? (
        <FormLabel component="legend">或：满足下列任一情形也符合（都不满足才不符合，企业档案未填的为待核验）</FormLabel>
      ) : null}
      <CheckList
        path={`${path}.anyOf`}
        checks={alternatives}
        name={(at) => `${conditionLabel} 或（情形 ${at + 1}）`}
        addLabel={`为${conditionLabel}添加“或”的情形`}
        max={ALTERNATIVES_MAX}
        min={0}
        errors={errors}
        onChange={onChange}
      />
    </Stack>
  );
}

type WhenEditorProps = { path: string; itemLabel: string; when: PolicyFundingWhen | null; errors: Errors; onChange: (when: PolicyFundingWhen | null) => void };

/** 适用情形: the item is paid only when every comparison holds on the ledger (首次认定的高新技术企业奖励 20 万元). */
function WhenEditor({ path, itemLabel, when, errors, onChange }: WhenEditorProps) {
  const startId = fieldId(`${path}.start`);
  if (!when) {
    return (
      <Button
        id={startId}
        onClick={() => {
          onChange({ title: '', checks: [blankCheck()] });
          focusWhenShown(fieldId(`${path}.title`));
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {`${itemLabel} 仅在某情形下适用（如首次认定）`}
      </Button>
    );
  }
  return (
    <Stack spacing={1} component="fieldset" aria-label={`${itemLabel}的适用情形`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend">适用情形：下列比较按企业档案都成立时才计入该资金项</FormLabel>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={fieldId(`${path}.title`)}
          size="small"
          label={`${itemLabel}的适用情形`}
          value={when.title}
          onChange={(event) => onChange({ ...when, title: event.target.value })}
          error={Boolean(errors[`${path}.title`])}
          helperText={errors[`${path}.title`] ?? '如：首次认定'}
          slotProps={{ htmlInput: { maxLength: WHEN.title.maxLength } }}
          fullWidth
        />
        <Button
          onClick={() => {
            onChange(null);
            focusWhenShown(startId);
          }}
          sx={{ flexShrink: 0 }}
        >
          取消适用情形
        </Button>
      </Stack>
      <CheckList
        path={`${path}.checks`}
        checks={when.checks}
        name={(at) => `${itemLabel} 适用情形第 ${at + 1} 项`}
        addLabel="添加比较"
        max={WHEN.checks.maxItems}
        min={1}
        errors={errors}
        onChange={(checks) => onChange({ ...when, checks })}
      />
      <TextField
        id={fieldId(`${path}.confirm`)}
        size="small"
        label={`${itemLabel}还须核实的事实（企业档案不记录）`}
        value={when.confirm ?? ''}
        onChange={(event) => onChange({ ...when, confirm: event.target.value === '' ? null : event.target.value })}
        helperText="如：研发机构为上年度新认定。填写后该项只计入乐观估算；没有则留空"
        slotProps={{ htmlInput: { maxLength: WHEN.confirm.maxLength } }}
        fullWidth
      />
    </Stack>
  );
}

type ConditionRowProps = { condition: PolicyRuleCondition; index: number; targets: readonly RuleTarget[]; errors: Errors; onChange: (next: PolicyRuleCondition) => void; onRemove: () => void };

function ConditionRow({ condition, index, targets, errors, onChange, onRemove }: ConditionRowProps) {
  const path = `rules.conditions.${condition.id}`;
  const error = (field: string) => errors[`${path}.${field}`];
  const set = (change: Partial<PolicyRuleCondition>) => onChange({ ...condition, ...change });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={`条件 ${index + 1}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id={fieldId(`${path}.title`)}
            size="small"
            label={`条件 ${index + 1}`}
            value={condition.title}
            onChange={(event) => set({ title: event.target.value })}
            error={Boolean(error('title'))}
            helperText={error('title') ?? '写成能回答“符合 / 不符合”的要求，如：上年度研发费用不低于 100 万元'}
            slotProps={{ htmlInput: { maxLength: CONDITION.title.maxLength } }}
            fullWidth
          />
          <IconButton aria-label={`删除条件 ${index + 1}`} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <ClauseSelect path={path} label="依据条款" targets={targets} articleId={condition.articleId} item={condition.item} errors={errors} onChange={set} />
          <RuleSelect label="性质" value={condition.kind} options={KIND_OPTIONS} onChange={(value) => set({ kind: value === 'soft' ? 'soft' : 'hard' })} />
          <RuleSelect
            path={`${path}.decidedBy`}
            label="判断方式"
            value={condition.decidedBy}
            options={DECIDED_BY_OPTIONS}
            onChange={(value) => set(value === 'evidence' ? { decidedBy: 'evidence', metric: null, op: null, value: null, anyOf: [] } : { decidedBy: 'ledger', reason: null })}
          />
        </Stack>
        {condition.decidedBy === 'ledger' ? (
          <>
            <CheckFields path={path} check={condition} errors={errors} onChange={set} />
            <AlternativesEditor path={path} conditionLabel={`条件 ${index + 1}`} alternatives={condition.anyOf ?? []} errors={errors} onChange={(anyOf) => set({ anyOf })} />
          </>
        ) : (
          <TextField
            id={fieldId(`${path}.reason`)}
            size="small"
            label="无法从企业档案判断的原因"
            value={condition.reason ?? ''}
            onChange={(event) => set({ reason: event.target.value })}
            error={Boolean(error('reason'))}
            helperText={error('reason') ?? '如：企业档案只记录上年度是否发生重大安全事故。企业会看到“待核验”和所需材料'}
            slotProps={{ htmlInput: { maxLength: CONDITION.reason.maxLength } }}
            fullWidth
          />
        )}
        {condition.decidedBy === 'evidence' && error('anyOf') ? (
          <FormHelperText id={fieldId(`${path}.anyOf`)} tabIndex={-1} error>
            {error('anyOf')}
          </FormHelperText>
        ) : null}
        <TextField
          id={fieldId(`${path}.evidence`)}
          size="small"
          label="证明材料"
          value={condition.evidence}
          onChange={(event) => set({ evidence: event.target.value })}
          error={Boolean(error('evidence'))}
          helperText={error('evidence')}
          slotProps={{ htmlInput: { maxLength: CONDITION.evidence.maxLength } }}
          fullWidth
        />
      </Stack>
    </Paper>
  );
}

type AmountFieldsProps = { path: string; amount: PolicyFundingAmount; errors: Errors; onChange: (amount: PolicyFundingAmount) => void };

/** The fields of one way of computing an amount (万元). */
function AmountFields({ path, amount, errors, onChange }: AmountFieldsProps) {
  const error = (field: string) => errors[`${path}.${field}`];
  const number = (field: 'amount' | 'unitAmount', label: string) => (
    <TextField
      id={fieldId(`${path}.${field}`)}
      size="small"
      label={label}
      value={amount[field] ?? ''}
      onChange={(event) => onChange({ ...amount, [field]: numberOrNull(event.target.value) ?? undefined })}
      error={Boolean(error(field))}
      helperText={error(field)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ minWidth: '10em' }}
    />
  );
  const metric = (label: string, options: readonly Option[]) => (
    <RuleSelect
      path={`${path}.metric`}
      label={label}
      value={amount.metric ?? ''}
      options={options}
      placeholder="请选择"
      error={error('metric')}
      wide
      onChange={(value) => onChange({ ...amount, metric: value })}
    />
  );
  if (amount.kind === 'fixed' || amount.kind === 'upTo') return number('amount', '金额（万元）');
  if (amount.kind === 'perUnit') {
    const counts = amount.counts !== undefined && Object.hasOwn(COUNTED_UNITS, amount.counts) ? COUNTED_UNITS[amount.counts as keyof typeof COUNTED_UNITS] : undefined;
    return (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <RuleSelect
          path={`${path}.counts`}
          label="计数项"
          value={amount.counts ?? ''}
          options={COUNTED_UNIT_OPTIONS}
          placeholder="请选择"
          error={error('counts')}
          onChange={(value) => onChange({ ...amount, counts: value })}
        />
        <RuleSelect
          path={`${path}.window`}
          label="计数期间"
          value={amount.window ?? ''}
          options={FUNDING_WINDOW_OPTIONS}
          placeholder="请选择"
          error={error('window')}
          onChange={(value) => onChange({ ...amount, window: value })}
        />
        {number('unitAmount', `每${counts?.unit ?? '件'}金额（万元）`)}
      </Stack>
    );
  }
  if (amount.kind === 'tiers') {
    const tiers = amount.tiers ?? [];
    const unit = amount.metric !== undefined && isMetricKey(amount.metric) ? METRICS[amount.metric].unit : undefined;
    const setTier = (index: number, change: Partial<PolicyFundingTier>) => onChange({ ...amount, tiers: tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)) });
    return (
      <Stack spacing={1.5}>
        {metric('分档依据的指标', METRIC_OPTIONS)}
        <Stack id={fieldId(`${path}.tiers`)} tabIndex={-1} spacing={1} component="fieldset" aria-label="阶梯各档（达到门槛即得该档金额，取所达最高一档）" sx={{ border: 0, p: 0, m: 0 }}>
          {tiers.map((tier, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label={`第 ${index + 1} 档门槛${unit ? `（${unit}）` : ''}`}
                value={Number.isFinite(tier.min) ? tier.min : ''}
                onChange={(event) => setTier(index, { min: numberOrNull(event.target.value) ?? Number.NaN })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ minWidth: '10em' }}
              />
              <TextField
                size="small"
                label={`第 ${index + 1} 档金额（万元）`}
                value={Number.isFinite(tier.amount) ? tier.amount : ''}
                onChange={(event) => setTier(index, { amount: numberOrNull(event.target.value) ?? Number.NaN })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ minWidth: '10em' }}
              />
              <IconButton aria-label={`删除第 ${index + 1} 档`} onClick={() => onChange({ ...amount, tiers: tiers.filter((_, at) => at !== index) })}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          {error('tiers') ? <FormHelperText error>{error('tiers')}</FormHelperText> : null}
          <Button
            onClick={() => onChange({ ...amount, tiers: [...tiers, { min: (tiers.at(-1)?.min ?? 0) + 1, amount: 0 }] })}
            disabled={tiers.length >= TIERS_MAX}
            sx={{ alignSelf: 'flex-start' }}
          >
            添加一档
          </Button>
        </Stack>
      </Stack>
    );
  }
  if (amount.kind === 'rate') {
    return (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        {metric('基数', MONEY_METRICS)}
        <TextField
          id={fieldId(`${path}.rate`)}
          size="small"
          label="比例（%）"
          value={amount.rate === undefined ? '' : String(Math.round(amount.rate * 10000) / 100)}
          onChange={(event) => {
            const percent = numberOrNull(event.target.value);
            onChange({ ...amount, rate: percent === null ? undefined : percent / 100 });
          }}
          error={Boolean(error('rate'))}
          helperText={error('rate')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ minWidth: '9em' }}
        />
      </Stack>
    );
  }
  return (
    <TextField
      id={fieldId(`${path}.reason`)}
      size="small"
      label="企业档案无法计算的原因"
      value={amount.reason ?? ''}
      onChange={(event) => onChange({ ...amount, reason: event.target.value })}
      error={Boolean(error('reason'))}
      helperText={error('reason')}
      fullWidth
    />
  );
}

type FundingEditorProps = { funding: PolicyFundingRules; targets: readonly RuleTarget[]; errors: Errors; onChange: (funding: PolicyFundingRules | null) => void };

function FundingEditor({ funding, targets, errors, onChange }: FundingEditorProps) {
  const set = (change: Partial<PolicyFundingRules>) => onChange({ ...funding, ...change });
  const setItem = (id: string, change: Partial<PolicyFundingItem>) => set({ items: funding.items.map((item) => (item.id === id ? { ...item, ...change } : item)) });
  const setGroup = (id: string, change: Partial<PolicyFundingExclusive>) => set({ exclusive: funding.exclusive.map((group) => (group.id === id ? { ...group, ...change } : group)) });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={fieldId('rules.funding.itemTitle')}
          size="small"
          label="资助事项"
          value={funding.itemTitle}
          onChange={(event) => set({ itemTitle: event.target.value })}
          helperText="如：发明专利授权资助。同一资助事项的多级政策只计一次（取高）"
          slotProps={{ htmlInput: { maxLength: FUNDING.itemTitle.maxLength } }}
          fullWidth
        />
        <Button color="error" onClick={() => onChange(null)} sx={{ flexShrink: 0 }}>
          删除资金规则
        </Button>
      </Stack>
      <ItemFieldset
        legend="资金项（每项对应原文的一条或一项）"
        path="rules.funding.items"
        error={errors['rules.funding.items']}
        addLabel="添加资金项"
        addDisabled={funding.items.length >= FUNDING.items.maxItems}
        onAdd={() => {
          const item = blankItem();
          set({ items: [...funding.items, item] });
          focusWhenShown(fieldId(`rules.funding.items.${item.id}.title`));
        }}
      >
        {funding.items.map((item, index) => {
          const path = `rules.funding.items.${item.id}`;
          return (
            <Paper key={item.id} variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={`资金项 ${index + 1}`}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    id={fieldId(`${path}.title`)}
                    size="small"
                    label={`资金项 ${index + 1}`}
                    value={item.title}
                    onChange={(event) => setItem(item.id, { title: event.target.value })}
                    error={Boolean(errors[`${path}.title`] ?? errors[path])}
                    helperText={errors[`${path}.title`] ?? errors[path]}
                    slotProps={{ htmlInput: { maxLength: ITEM.title.maxLength } }}
                    fullWidth
                  />
                  <IconButton aria-label={`删除资金项 ${index + 1}`} disabled={funding.items.length <= 1} onClick={() => set({ items: funding.items.filter((entry) => entry.id !== item.id) })}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
                  <ClauseSelect path={path} label="依据条款" targets={targets} articleId={item.articleId} item={item.item} errors={errors} onChange={(clause) => setItem(item.id, clause)} />
                  <RuleSelect
                    path={`${path}.amount.kind`}
                    label="计算方式"
                    value={item.amount.kind}
                    options={FUNDING_KIND_OPTIONS}
                    onChange={(value) => setItem(item.id, { amount: { kind: value as PolicyFundingAmount['kind'] } })}
                  />
                  <TextField
                    id={fieldId(`${path}.cap`)}
                    size="small"
                    label="单项最高（万元）"
                    value={item.cap ?? ''}
                    onChange={(event) => setItem(item.id, { cap: numberOrNull(event.target.value) })}
                    error={Boolean(errors[`${path}.cap`])}
                    helperText={errors[`${path}.cap`] ?? '没有单项上限留空'}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    sx={{ minWidth: '10em' }}
                  />
                </Stack>
                <AmountFields path={`${path}.amount`} amount={item.amount} errors={errors} onChange={(amount) => setItem(item.id, { amount })} />
                <WhenEditor path={`${path}.when`} itemLabel={`资金项 ${index + 1}`} when={item.when ?? null} errors={errors} onChange={(when) => setItem(item.id, { when })} />
              </Stack>
            </Paper>
          );
        })}
      </ItemFieldset>
      <ItemFieldset
        legend="不重复享受（组内资金项只取其一，就高）"
        path="rules.funding.exclusive"
        addLabel="添加不重复享受组"
        addDisabled={funding.exclusive.length >= FUNDING.exclusive.maxItems || funding.items.length < 2}
        onAdd={() => {
          const id = newBlockId();
          set({ exclusive: [...funding.exclusive, { id, title: '', articleId: null, item: null, items: [] }] });
          focusWhenShown(fieldId(`rules.funding.exclusive.${id}.title`));
        }}
      >
        {funding.exclusive.map((group, index) => {
          const path = `rules.funding.exclusive.${group.id}`;
          const error = errors[`${path}.items`] ?? errors[path];
          return (
            <Paper key={group.id} variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={`不重复享受组 ${index + 1}`}>
              <Stack spacing={1.5}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    id={fieldId(`${path}.title`)}
                    size="small"
                    label={`不重复享受组 ${index + 1}`}
                    value={group.title}
                    onChange={(event) => setGroup(group.id, { title: event.target.value })}
                    fullWidth
                  />
                  <ClauseSelect path={path} label="依据条款" targets={targets} articleId={group.articleId} item={group.item} errors={errors} onChange={(clause) => setGroup(group.id, clause)} />
                  <IconButton aria-label={`删除不重复享受组 ${index + 1}`} onClick={() => set({ exclusive: funding.exclusive.filter((entry) => entry.id !== group.id) })}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
                <FormGroup id={fieldId(`${path}.items`)} tabIndex={-1} aria-label={`不重复享受组 ${index + 1} 的资金项`} row>
                  {funding.items.map((item, itemIndex) => (
                    <FormControlLabel
                      key={item.id}
                      control={
                        <Checkbox
                          checked={group.items.includes(item.id)}
                          onChange={(event) => setGroup(group.id, { items: event.target.checked ? [...group.items, item.id] : group.items.filter((id) => id !== item.id) })}
                        />
                      }
                      label={item.title.trim() || `资金项 ${itemIndex + 1}`}
                    />
                  ))}
                </FormGroup>
                {error ? <FormHelperText error>{error}</FormHelperText> : null}
              </Stack>
            </Paper>
          );
        })}
      </ItemFieldset>
      <Stack spacing={1}>
        <FormLabel component="legend">单个企业总额上限</FormLabel>
        {funding.cap ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <TextField
              id={fieldId('rules.funding.cap')}
              size="small"
              label="单个企业最高（万元）"
              value={funding.cap.amount}
              onChange={(event) => funding.cap && set({ cap: { ...funding.cap, amount: numberOrNull(event.target.value) ?? 0 } })}
              error={Boolean(errors['rules.funding.cap'])}
              helperText={errors['rules.funding.cap']}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ minWidth: '10em' }}
            />
            <ClauseSelect
              path="rules.funding.cap"
              label="总额上限依据条款"
              targets={targets}
              articleId={funding.cap.articleId}
              item={funding.cap.item}
              errors={errors}
              onChange={(clause) => funding.cap && set({ cap: { ...funding.cap, ...clause } })}
            />
            <Button onClick={() => set({ cap: null })}>取消总额上限</Button>
          </Stack>
        ) : (
          <Button onClick={() => set({ cap: { amount: 0, articleId: null, item: null } })} sx={{ alignSelf: 'flex-start' }}>
            设置总额上限
          </Button>
        )}
      </Stack>
      <GroupEditor group={funding.group ?? null} errors={errors} onChange={(group) => set({ group })} />
    </Stack>
  );
}

const GROUP_RULE_OPTIONS: readonly Option[] = [
  ['one', '与组内其他政策只取其一（就高）'],
  ['cap', '与组内其他政策合计封顶'],
];

type GroupEditorProps = { group: PolicyFundingGroup | null; errors: Errors; onChange: (group: PolicyFundingGroup | null) => void };

/** 跨政策组: policies of other documents (other levels) under the same 组编号 are not had twice, or share one cap. */
function GroupEditor({ group, errors, onChange }: GroupEditorProps) {
  if (!group) {
    return (
      <Stack spacing={1}>
        <FormLabel component="legend">跨政策组</FormLabel>
        <Button onClick={() => onChange({ id: '', title: '', rule: 'one', cap: null })} sx={{ alignSelf: 'flex-start' }}>
          加入跨政策组（与其他政策不重复享受或合计封顶）
        </Button>
      </Stack>
    );
  }
  const set = (change: Partial<PolicyFundingGroup>) => onChange({ ...group, ...change });
  return (
    <Stack spacing={1} component="fieldset" aria-label="跨政策组" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">跨政策组</FormLabel>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={fieldId('rules.funding.group.id')}
          size="small"
          label="组编号"
          value={group.id}
          onChange={(event) => set({ id: event.target.value.trim().toLowerCase() })}
          error={Boolean(errors['rules.funding.group.id'])}
          helperText={errors['rules.funding.group.id'] ?? '同一编号的政策属于同一组，如 sme-tier'}
        />
        <TextField
          id={fieldId('rules.funding.group.title')}
          size="small"
          label="组名称"
          value={group.title}
          onChange={(event) => set({ title: event.target.value })}
          error={Boolean(errors['rules.funding.group.title'] ?? errors['rules.funding.group'])}
          helperText={errors['rules.funding.group.title'] ?? errors['rules.funding.group']}
          slotProps={{ htmlInput: { maxLength: GROUP.title.maxLength } }}
          fullWidth
        />
        <RuleSelect
          path="rules.funding.group.rule"
          label="组内规则"
          value={group.rule}
          options={GROUP_RULE_OPTIONS}
          onChange={(value) => set(value === 'cap' ? { rule: 'cap' } : { rule: 'one', cap: null })}
        />
        {group.rule === 'cap' ? (
          <TextField
            id={fieldId('rules.funding.group.cap')}
            size="small"
            label="组内合计最高（万元）"
            value={group.cap ?? ''}
            onChange={(event) => set({ cap: numberOrNull(event.target.value) })}
            error={Boolean(errors['rules.funding.group.cap'])}
            helperText={errors['rules.funding.group.cap']}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ minWidth: '10em' }}
          />
        ) : null}
        <Button onClick={() => onChange(null)} sx={{ flexShrink: 0 }}>
          退出跨政策组
        </Button>
      </Stack>
    </Stack>
  );
}

export type RulesEditorProps = {
  document: PolicyDocument;
  errors: Errors;
  onChange: (rules: PolicyRules | null) => void;
};

/**
 * 申报条件与资金规则 beside the text: conditions picked from the ledger's fields (or marked not decidable from it,
 * with the reason) and funding items, each citing an article and the enumerated item it encodes; the items of a
 * cited article that nothing maps yet are listed until each is mapped.
 */
export const RulesEditor = memo(function RulesEditor({ document, errors, onChange }: RulesEditorProps) {
  const rules = document.rules ?? null;
  const targets = useMemo(() => ruleTargets(document.articles), [document.articles]);
  const unmapped = useMemo(() => unmappedItems(document), [document]);
  if (!rules) {
    return (
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          编写条件和资金规则后，智能匹配、政策找企业和匹配报告都按这里的规则判断与测算，发布后成为该政策规则集的新一版；修订时不写规则则沿用现行规则集（所引条款被改写时停用）。
        </Typography>
        <Button variant="outlined" onClick={() => onChange({ conditions: [blankCondition()], funding: null })} sx={{ alignSelf: 'flex-start' }}>
          编写申报条件与资金规则
        </Button>
      </Stack>
    );
  }
  const set = (change: Partial<PolicyRules>) => onChange({ ...rules, ...change });
  const setCondition = (next: PolicyRuleCondition) => set({ conditions: rules.conditions.map((item) => (item.id === next.id ? next : item)) });
  const addCondition = (articleId: string | null = null, item: string | null = null) => {
    const condition = blankCondition(articleId, item);
    set({ conditions: [...rules.conditions, condition] });
    focusWhenShown(fieldId(`rules.conditions.${condition.id}.title`));
  };
  return (
    <Stack spacing={2.5}>
      <UnmappedList unmapped={unmapped} coverage={errors['rules.coverage']} onMap={addCondition} />
      <ItemFieldset
        legend="申报条件"
        path="rules.conditions"
        error={errors['rules.conditions'] ?? errors['rules']}
        addLabel="添加条件"
        addDisabled={rules.conditions.length >= RULES.conditions.maxItems}
        onAdd={() => addCondition()}
      >
        {rules.conditions.map((condition, index) => (
          <ConditionRow
            key={condition.id}
            condition={condition}
            index={index}
            targets={targets}
            errors={errors}
            onChange={setCondition}
            onRemove={() => set({ conditions: rules.conditions.filter((item) => item.id !== condition.id) })}
          />
        ))}
      </ItemFieldset>
      <Stack spacing={1.5}>
        <Typography variant="subtitle2">资金规则</Typography>
        {rules.funding ? (
          <FundingEditor funding={rules.funding} targets={targets} errors={errors} onChange={(funding) => set({ funding })} />
        ) : (
          <Button onClick={() => set({ funding: { itemTitle: '', items: [blankItem()], exclusive: [], cap: null } })} sx={{ alignSelf: 'flex-start' }}>
            添加资金规则
          </Button>
        )}
      </Stack>
      <Button color="error" onClick={() => onChange(null)} sx={{ alignSelf: 'flex-start' }}>
        不编写规则（删除全部条件与资金规则）
      </Button>
    </Stack>
  );
});

type UnmappedListProps = {
  unmapped: ReturnType<typeof unmappedItems>;
  coverage: string | undefined;
  onMap: (articleId: string, item: string) => void;
};

/** 未对应的列举项: each with a button that starts a condition citing it. */
function UnmappedList({ unmapped, coverage, onMap }: UnmappedListProps) {
  if (unmapped.length === 0 && !coverage) return null;
  return (
    <Alert id={fieldId('rules.coverage')} tabIndex={-1} severity={coverage ? 'error' : 'warning'}>
      <Stack spacing={1}>
        <span>
          以下列举项还没有对应的条件或资金项（可添加条件；企业档案无法判断的，在条件中选择“无法从企业档案判断”并写明原因）：
        </span>
        {unmapped.map((item) => (
          <Stack key={`${item.articleId}|${item.label}`} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <span>
              {item.clause}「{item.text}」
            </span>
            <Button size="small" onClick={() => onMap(item.articleId, item.label)} aria-label={`为${item.clause}添加条件`}>
              为此项添加条件
            </Button>
          </Stack>
        ))}
        {coverage && unmapped.length === 0 ? <span>{coverage}</span> : null}
      </Stack>
    </Alert>
  );
}


import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEMAND_TYPE_LABELS, type DemandInput, type DictData, type RegionTreeNode } from '@smes/api';
import { CheckField, ChoiceGroup, PlainFieldset, PlainInputField, PlainSelectField, useFormValues, validateFields, validateValue } from '@smes/ui';
import { DEMAND_TYPES } from './demand-queries';
import { RegionPicker } from '../../shared/region/region-picker';
import { DEMAND_FORM_SCHEMA, crossFieldErrors, demandInput, type DemandFormValues } from './demand-form-values';

const BUDGET_MODES = [
  ['range', '预算区间'],
  ['negotiable', '面议'],
] as const;

export type DemandFormProps = {
  initial: DemandFormValues;
  industries: readonly DictData[];
  regions: readonly RegionTreeNode[];
  /** The China date of today, the earliest deadline. */
  today: string;
  busy: boolean;
  onSave: (input: DemandInput) => void;
};

/**
 * 发布需求: what is needed, where, how much (or 面议), until when and whom to call. 保存草稿 and 提交审核 check the
 * same rules, so a draft can always be submitted as it is; the operator reviews a submitted demand before it is public.
 * The browser's own fields (libs/ui Plain…, ADR 103): a field is checked when it is left and, once checked, on every
 * key, as FormTextField checked it.
 */
export function DemandForm({ initial, industries, regions, today, busy, onSave }: DemandFormProps) {
  const { values, setValues, errors, setErrors, handleChange } = useFormValues<DemandFormValues>(initial);
  const [submitting, setSubmitting] = useState(false);
  // Fields left at least once: from then on their rule is checked as they are typed in.
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());

  const save = (submit: boolean) => {
    const found = { ...validateFields(values, DEMAND_FORM_SCHEMA), ...crossFieldErrors(values, today) };
    setErrors(found);
    // As leaving each field would: from now on a field's rule is checked as it is typed in.
    setChecked(new Set(Object.keys(DEMAND_FORM_SCHEMA)));
    if (Object.keys(found).length > 0) return;
    setSubmitting(submit);
    onSave(demandInput(values, submit));
  };

  const chooseBudgetMode = (mode: string) => {
    setValues((current) => ({ ...current, budgetMode: mode }));
    setErrors((current) => ({ ...current, budgetMin: '', budgetMax: '' }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save(true);
  };

  /** The field's own rule on `value`; a message from 保存 (a budget range out of order) stays while the rule passes. */
  const checkField = (name: keyof DemandFormValues & string, value: string) => {
    const schema = DEMAND_FORM_SCHEMA[name];
    const message = schema ? validateValue(value, schema.rules, schema.label) : null;
    setErrors((current) => ({ ...current, [name]: message ?? current[name] ?? '' }));
  };
  const field = (name: keyof DemandFormValues & string) => ({
    id: `demand-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      handleChange(name)(event);
      if (checked.has(name)) {
        const schema = DEMAND_FORM_SCHEMA[name];
        const message = schema ? validateValue(event.target.value, schema.rules, schema.label) : null;
        setErrors((current) => ({ ...current, [name]: message ?? '' }));
      }
    },
    onBlur: (event: { target: { value: string } }) => {
      setChecked((current) => (current.has(name) ? current : new Set(current).add(name)));
      checkField(name, event.target.value);
    },
    required: Boolean(DEMAND_FORM_SCHEMA[name]?.rules.required),
    error: Boolean(errors[name]),
    fullWidth: true,
  });
  const hint = (name: keyof DemandFormValues & string, text?: string) => errors[name] || text;
  const choice = (name: 'type' | 'industry') => ({
    value: values[name],
    onChange: (value: string) => handleChange(name)({ target: { value } }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    emptyLabel: '请选择',
    required: true,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate aria-label="发布需求" onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PlainSelectField label="需求类型" options={DEMAND_TYPES.map((type) => ({ value: type, label: DEMAND_TYPE_LABELS[type] }))} {...choice('type')} />
          <PlainSelectField label="所属行业" options={industries.map((item) => ({ value: item.dictValue, label: item.dictLabel }))} {...choice('industry')} />
        </Stack>
        <PlainInputField label="需求标题" {...field('title')} helperText={hint('title', '一句话说明要什么，如：采购激光打标机 6 台')} />
        <PlainInputField label="需求描述" multiline rows={5} {...field('description')} helperText={hint('description', '写明用途、数量或指标、交付和付款要求，至少 20 个字')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RegionPicker
            label="所在地区"
            required
            tree={regions}
            value={values.regionCode}
            onChange={(code) => handleChange('regionCode')({ target: { value: code } })}
            error={errors.regionCode}
            helperText="输入地名可快速查找，如：西湖区"
          />
          <PlainInputField label="截止日期" type="date" {...field('deadline')} helperText={hint('deadline')} htmlInput={{ min: today }} />
        </Stack>
        {/* The browser's radios (CheckField, ADR 95) rather than MUI's Radio, RadioGroup and SwitchBase (ADR 101). */}
        <PlainFieldset legend="预算">
          <ChoiceGroup>
            {BUDGET_MODES.map(([mode, label]) => (
              <CheckField key={mode} type="radio" name="demand-budget-mode" value={mode} checked={values.budgetMode === mode} onChange={() => chooseBudgetMode(mode)} label={label} />
            ))}
          </ChoiceGroup>
        </PlainFieldset>
        {values.budgetMode === 'range' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PlainInputField label="预算下限（万元）" {...field('budgetMin')} required helperText={hint('budgetMin')} htmlInput={{ inputMode: 'decimal' }} />
            <PlainInputField label="预算上限（万元）" {...field('budgetMax')} required helperText={hint('budgetMax')} htmlInput={{ inputMode: 'decimal' }} />
          </Stack>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PlainInputField label="联系人" {...field('contactName')} helperText={hint('contactName')} />
          <PlainInputField label="联系电话" type="tel" {...field('contactPhone')} helperText={hint('contactPhone', '只有您采纳的对接单位能看到')} />
        </Stack>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => save(false)} loading={busy && !submitting} disabled={busy}>
            保存草稿
          </Button>
          <Button type="submit" variant="contained" loading={busy && submitting} disabled={busy}>
            提交审核
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

import { memo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { DECLARATION_KIND_LABELS, blockNumbers, emptyDeclaration, fromChinaDateTimeInput, newBlockId, toChinaDateTimeInput } from '@smes/policy-desk';
import type { PolicyArticle, PolicyDeclaration, PolicyDeclarationCondition, PolicyDeclarationKind, PolicyDeclarationMaterial } from '@smes/policy-desk';
import { fieldId } from './field-id';
import { ItemFieldset, focusWhenShown } from './item-fieldset';
import { StringListEditor } from './string-list-editor';

const LIMITS = PORTAL_SCHEMA_LIMITS.PolicyDeclaration;
const CONDITION = PORTAL_SCHEMA_LIMITS.PolicyDeclarationCondition;
const MATERIAL = PORTAL_SCHEMA_LIMITS.PolicyDeclarationMaterial;
const SERVICE = PORTAL_SCHEMA_LIMITS.PolicyDeclarationService;

type Errors = Partial<Record<string, string>>;

export type DeclarationEditorProps = {
  declaration: PolicyDeclaration | null;
  articles: readonly PolicyArticle[];
  issuer: string;
  /** What enterprises may already follow or apply to: a published notice cannot go, a published project cannot become a notice. */
  published: { notice: boolean; project: boolean };
  errors: Errors;
  onChange: (declaration: PolicyDeclaration | null) => void;
};

type Choice = 'none' | PolicyDeclarationKind;

/** A text field of the declaration, with its path for the server's message and focus. */
function Field({ path, errors, ...props }: { path: string; errors: Errors; label: string; value: string; onChange: (value: string) => void; maxLength: number; required?: boolean; multiline?: boolean; helper?: string }) {
  const error = errors[`declaration.${path}`];
  return (
    <TextField
      id={fieldId(`declaration.${path}`)}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 2 : undefined}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? props.helper}
      slotProps={{ htmlInput: { maxLength: props.maxLength } }}
    />
  );
}

/**
 * 申报: a notice (and, for online applications, a declaration project) published with the policy — its window in
 * China time, 扶持力度, conditions each citing the article they rest on, materials, procedure and 受理服务.
 */
export const DeclarationEditor = memo(function DeclarationEditor({ declaration, articles, issuer, published, errors, onChange }: DeclarationEditorProps) {
  const choice: Choice = declaration?.kind ?? 'none';
  const numbers = blockNumbers(articles);
  const citable = articles.filter((block) => block.kind === 'article');

  const choose = (next: Choice) => {
    if (next === 'none') onChange(null);
    else onChange(declaration ? { ...declaration, kind: next } : emptyDeclaration(next, issuer));
  };

  return (
    <Stack spacing={2.5}>
      <FormControl>
        <FormLabel id="policy-declaration-kind-label">随政策发布的申报</FormLabel>
        <RadioGroup aria-labelledby="policy-declaration-kind-label" value={choice} onChange={(event) => choose(event.target.value as Choice)}>
          <FormControlLabel value="none" control={<Radio />} label="不随政策发布申报" disabled={published.notice} />
          <FormControlLabel value="notice" control={<Radio id={fieldId('declaration.kind')} />} label={DECLARATION_KIND_LABELS.notice} disabled={published.project} />
          <FormControlLabel value="project" control={<Radio />} label={`${DECLARATION_KIND_LABELS.project}（企业可在门户自评并在线申报）`} />
        </RadioGroup>
        <FormHelperText id={fieldId('declaration')} error={Boolean(errors['declaration'] ?? errors['declaration.kind'])}>
          {errors['declaration'] ?? errors['declaration.kind'] ?? (published.notice ? '已发布的申报通知会随修订一起更新，不能删除' : '申报通知列在门户“申报通知”，申报项目列在“申报项目”')}
        </FormHelperText>
      </FormControl>
      {declaration ? <DeclarationFields declaration={declaration} citable={citable} numbers={numbers} errors={errors} onChange={onChange} /> : null}
    </Stack>
  );
});

type FieldsProps = {
  declaration: PolicyDeclaration;
  citable: readonly PolicyArticle[];
  numbers: ReturnType<typeof blockNumbers>;
  errors: Errors;
  onChange: (declaration: PolicyDeclaration) => void;
};

function DeclarationFields({ declaration, citable, numbers, errors, onChange }: FieldsProps) {
  const set = <K extends keyof PolicyDeclaration>(key: K, value: PolicyDeclaration[K]) => onChange({ ...declaration, [key]: value });
  const setService = (key: keyof PolicyDeclaration['service'], value: string) => set('service', { ...declaration.service, [key]: value });
  const windowField = (key: 'startTime' | 'endTime', label: string) => {
    const error = errors[`declaration.${key}`];
    return (
      <TextField
        id={fieldId(`declaration.${key}`)}
        label={label}
        type="datetime-local"
        required
        size="small"
        value={toChinaDateTimeInput(declaration[key])}
        onChange={(event) => set(key, fromChinaDateTimeInput(event.target.value))}
        error={Boolean(error)}
        helperText={error ?? '北京时间'}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
    );
  };

  return (
    <Stack spacing={2.5}>
      <Field path="title" errors={errors} label="申报通知标题" required value={declaration.title} onChange={(value) => set('title', value)} maxLength={LIMITS.title.maxLength} helper="如：关于组织申报2026年度研发费用补助的通知" />
      {declaration.kind === 'project' ? (
        <Field path="projectName" errors={errors} label="申报项目名称" required value={declaration.projectName} onChange={(value) => set('projectName', value)} maxLength={LIMITS.projectName.maxLength} />
      ) : null}
      <Field path="summary" errors={errors} label="申报说明" multiline value={declaration.summary} onChange={(value) => set('summary', value)} maxLength={LIMITS.summary.maxLength} helper="项目简介，显示在申报项目详情的开头" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {windowField('startTime', '申报开始时间')}
        {windowField('endTime', '申报截止时间')}
      </Stack>
      <StringListEditor label="扶持力度" itemNoun="项" path="declaration.support" values={declaration.support} maxItems={LIMITS.support.maxItems} maxLength={LIMITS.support.items.maxLength} onChange={(values) => set('support', values)} error={errors['declaration.support']} />
      <TextField
        id={fieldId('declaration.keywords')}
        label="关键词"
        size="small"
        value={declaration.keywords.join('，')}
        onChange={(event) => set('keywords', event.target.value.split(/[，,、]/).map((word) => word.trimStart().slice(0, LIMITS.keywords.items.maxLength)).slice(0, LIMITS.keywords.maxItems))}
        helperText={errors['declaration.keywords'] ?? `用逗号或顿号分隔，最多 ${LIMITS.keywords.maxItems} 个`}
        error={Boolean(errors['declaration.keywords'])}
      />
      <ConditionList conditions={declaration.conditions} citable={citable} numbers={numbers} errors={errors} onChange={(conditions) => set('conditions', conditions)} />
      <MaterialList materials={declaration.materials} errors={errors} onChange={(materials) => set('materials', materials)} />
      <StringListEditor label="申报程序" itemNoun="步" path="declaration.procedure" values={declaration.procedure} maxItems={LIMITS.procedure.maxItems} maxLength={LIMITS.procedure.items.maxLength} onChange={(values) => set('procedure', values)} error={errors['declaration.procedure']} />
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          受理服务
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Field path="service.department" errors={errors} label="受理部门" required value={declaration.service.department} onChange={(value) => setService('department', value)} maxLength={SERVICE.department.maxLength} />
          <Field path="service.contact" errors={errors} label="联系人" value={declaration.service.contact} onChange={(value) => setService('contact', value)} maxLength={SERVICE.contact.maxLength} />
          <Field path="service.phone" errors={errors} label="咨询电话" required value={declaration.service.phone} onChange={(value) => setService('phone', value)} maxLength={SERVICE.phone.maxLength} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Field path="service.address" errors={errors} label="受理地点" value={declaration.service.address} onChange={(value) => setService('address', value)} maxLength={SERVICE.address.maxLength} />
          <Field path="service.hours" errors={errors} label="办理时间" value={declaration.service.hours} onChange={(value) => setService('hours', value)} maxLength={SERVICE.hours.maxLength} />
        </Stack>
      </Stack>
    </Stack>
  );
}

type ConditionListProps = {
  conditions: readonly PolicyDeclarationCondition[];
  citable: readonly PolicyArticle[];
  numbers: ReturnType<typeof blockNumbers>;
  errors: Errors;
  onChange: (conditions: PolicyDeclarationCondition[]) => void;
};

/** Each 申报条件 with whether it is hard or soft and the article of the text it rests on. */
function ConditionList({ conditions, citable, numbers, errors, onChange }: ConditionListProps) {
  const change = (index: number, patch: Partial<PolicyDeclarationCondition>) => onChange(conditions.map((item, position) => (position === index ? { ...item, ...patch } : item)));
  const add = () => {
    const condition: PolicyDeclarationCondition = { id: newBlockId(), title: '', detail: '', kind: 'hard', articleId: citable[0]?.id ?? null };
    onChange([...conditions, condition]);
    focusWhenShown(fieldId(`declaration.conditions.${condition.id}.title`));
  };
  const excerpt = (text: string) => ([...text].length > 24 ? `${[...text].slice(0, 24).join('')}…` : text);
  return (
    <ItemFieldset legend="申报条件" path="declaration.conditions" error={errors['declaration.conditions']} addLabel="添加申报条件" addDisabled={conditions.length >= LIMITS.conditions.maxItems} onAdd={add}>
      {conditions.map((condition, index) => {
        const name = `申报条件 ${index + 1}`;
        const at = (key: string) => errors[`declaration.conditions.${condition.id}.${key}`];
        return (
          <Paper key={condition.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack spacing={1.5}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                  id={fieldId(`declaration.conditions.${condition.id}.title`)}
                  label={`${name}名称`}
                  size="small"
                  value={condition.title}
                  onChange={(event) => change(index, { title: event.target.value })}
                  error={Boolean(at('title'))}
                  helperText={at('title')}
                  slotProps={{ htmlInput: { maxLength: CONDITION.title.maxLength } }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  select
                  label={`${name}性质`}
                  size="small"
                  value={condition.kind}
                  onChange={(event) => change(index, { kind: event.target.value as PolicyDeclarationCondition['kind'] })}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="hard">硬性条件（不满足不能申报）</option>
                  <option value="soft">软性条件（影响评审）</option>
                </TextField>
                <TextField
                  select
                  id={fieldId(`declaration.conditions.${condition.id}.articleId`)}
                  label={`${name}依据条款`}
                  size="small"
                  value={condition.articleId ?? ''}
                  onChange={(event) => change(index, { articleId: event.target.value === '' ? null : event.target.value })}
                  error={Boolean(at('articleId'))}
                  helperText={at('articleId')}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ minWidth: '12em' }}
                >
                  <option value="">不指明条款</option>
                  {condition.articleId !== null && !citable.some((block) => block.id === condition.articleId) ? <option value={condition.articleId}>已删除的条款</option> : null}
                  {citable.map((block) => (
                    <option key={block.id} value={block.id}>
                      {numbers.get(block.id)?.label} {excerpt(block.text)}
                    </option>
                  ))}
                </TextField>
                <IconButton aria-label={`删除${name}`} onClick={() => onChange(conditions.filter((_, position) => position !== index))} sx={{ alignSelf: 'flex-start' }}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              <TextField
                id={fieldId(`declaration.conditions.${condition.id}.detail`)}
                label={`${name}内容`}
                size="small"
                multiline
                value={condition.detail}
                onChange={(event) => change(index, { detail: event.target.value })}
                error={Boolean(at('detail'))}
                helperText={at('detail')}
                slotProps={{ htmlInput: { maxLength: CONDITION.detail.maxLength } }}
              />
            </Stack>
          </Paper>
        );
      })}
    </ItemFieldset>
  );
}

type MaterialListProps = { materials: readonly PolicyDeclarationMaterial[]; errors: Errors; onChange: (materials: PolicyDeclarationMaterial[]) => void };

function MaterialList({ materials, errors, onChange }: MaterialListProps) {
  const change = (index: number, patch: Partial<PolicyDeclarationMaterial>) => onChange(materials.map((item, position) => (position === index ? { ...item, ...patch } : item)));
  const add = () => {
    const material: PolicyDeclarationMaterial = { id: newBlockId(), name: '', required: true, description: '' };
    onChange([...materials, material]);
    focusWhenShown(fieldId(`declaration.materials.${material.id}.name`));
  };
  return (
    <ItemFieldset legend="申报材料" path="declaration.materials" error={errors['declaration.materials']} addLabel="添加申报材料" addDisabled={materials.length >= LIMITS.materials.maxItems} onAdd={add}>
      {materials.map((material, index) => {
        const name = `申报材料 ${index + 1}`;
        const error = errors[`declaration.materials.${material.id}.name`];
        return (
          <Stack key={material.id} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              id={fieldId(`declaration.materials.${material.id}.name`)}
              label={`${name}名称`}
              size="small"
              value={material.name}
              onChange={(event) => change(index, { name: event.target.value })}
              error={Boolean(error)}
              helperText={error}
              slotProps={{ htmlInput: { maxLength: MATERIAL.name.maxLength } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={`${name}说明`}
              size="small"
              value={material.description}
              onChange={(event) => change(index, { description: event.target.value })}
              slotProps={{ htmlInput: { maxLength: MATERIAL.description.maxLength } }}
              sx={{ flex: 2 }}
            />
            <FormControlLabel control={<Checkbox checked={material.required} onChange={(event) => change(index, { required: event.target.checked })} />} label="必需" />
            <IconButton aria-label={`删除${name}`} onClick={() => onChange(materials.filter((_, position) => position !== index))}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        );
      })}
    </ItemFieldset>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useApplicationForm, useGenerateApplicationForm, useSaveApplicationForm, type ApplicationFormFields } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { AsyncContent, FormTextField, formatChinaDateTime, useToast, useMediaMatch } from '@smes/ui';

const LIMITS = PORTAL_SCHEMA_LIMITS.ApplicationFormFields;

type TextKey = 'enterpriseName' | 'creditCode' | 'registeredAddress' | 'legalRepresentative' | 'contactName' | 'contactPhone' | 'mainProducts' | 'projectTitle' | 'projectSummary' | 'expectedOutcome';
type NumberKey = 'employeesTotal' | 'revenueY1' | 'rdExpenseY1' | 'netProfitY1' | 'requestedAmount';

type Field = { key: TextKey | NumberKey; label: string; required?: boolean; multiline?: boolean; unit?: string; hint?: string };

/** 项目申报书's sections, in the order of the template every seeded policy attaches. */
const SECTIONS: readonly { title: string; fields: readonly Field[] }[] = [
  {
    title: '一、申报单位基本情况',
    fields: [
      { key: 'enterpriseName', label: '单位名称', required: true },
      { key: 'creditCode', label: '统一社会信用代码', required: true },
      { key: 'registeredAddress', label: '注册地', required: true },
      { key: 'legalRepresentative', label: '法定代表人', required: true },
      { key: 'contactName', label: '联系人', required: true },
      { key: 'contactPhone', label: '联系电话', required: true, hint: '手机或座机，如 0571-88880000' },
    ],
  },
  { title: '二、主营业务与主要产品（服务）', fields: [{ key: 'mainProducts', label: '主营业务与主要产品', multiline: true }] },
  {
    title: '三、上年度主要经济指标',
    fields: [
      { key: 'employeesTotal', label: '职工总数', unit: '人' },
      { key: 'revenueY1', label: '营业收入', unit: '万元' },
      { key: 'rdExpenseY1', label: '研发费用', unit: '万元' },
      { key: 'netProfitY1', label: '净利润', unit: '万元', hint: '亏损填负数' },
    ],
  },
  {
    title: '四、申报项目',
    fields: [
      { key: 'projectTitle', label: '申报项目名称', required: true },
      { key: 'projectSummary', label: '项目简介', required: true, multiline: true, hint: '建设内容、技术路线、实施期限' },
      { key: 'expectedOutcome', label: '预期成效', multiline: true },
      { key: 'requestedAmount', label: '申请支持金额', unit: '万元' },
    ],
  },
];

const NUMBER_KEYS: ReadonlySet<string> = new Set(['employeesTotal', 'revenueY1', 'rdExpenseY1', 'netProfitY1', 'requestedAmount']);

type Draft = Record<TextKey | NumberKey, string>;

function toDraft(fields: ApplicationFormFields): Draft {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === null ? '' : String(value)])) as Draft;
}

/** The draft as the contract takes it; a figure that does not read as a number is reported by its label. */
function fromDraft(draft: Draft): { fields: ApplicationFormFields; errors: Partial<Record<keyof Draft, string>> } {
  const errors: Partial<Record<keyof Draft, string>> = {};
  const fields = {} as Record<string, unknown>;
  for (const section of SECTIONS) {
    for (const field of section.fields) {
      const raw = draft[field.key].trim();
      if (!NUMBER_KEYS.has(field.key)) {
        fields[field.key] = raw;
        continue;
      }
      // Typed with a Chinese input method too: full-width digits read as numbers.
      const text = raw.normalize('NFKC').replace(/[,，\s]/g, '');
      if (text === '') fields[field.key] = null;
      else if (/^-?\d+(\.\d+)?$/.test(text) && (field.key !== 'employeesTotal' || /^\d+$/.test(text))) fields[field.key] = Number(text);
      else errors[field.key] = `${field.label}请输入${field.key === 'employeesTotal' ? '整数' : '数字'}`;
    }
  }
  const phone = String(fields['contactPhone'] ?? '');
  if (phone !== '' && !new RegExp(LIMITS.contactPhone.pattern).test(phone)) errors.contactPhone = '联系电话只能包含数字和连字符';
  return { fields: fields as ApplicationFormFields, errors };
}

export type ApplicationFormDialogProps = {
  applicationId: number;
  materialId: string;
  materialName: string;
  open: boolean;
  onClose: () => void;
};

/**
 * 在线填报 of a material (项目申报书): prefilled from the ledger the first time, saved as a draft as often as
 * wanted, and generated as the PDF that becomes the material's file (to print, sign and stamp).
 */
export function ApplicationFormDialog({ applicationId, materialId, materialName, open, onClose }: ApplicationFormDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const form = useApplicationForm({ applicationId, materialId }, { queryConfig: { enabled: open } });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>在线填写：{materialName}</DialogTitle>
      <AsyncContent isPending={form.isPending} error={form.error} data={form.data} onRetry={() => void form.refetch()}>
        {(data) => <FormBody key={data.savedAt ?? 'prefilled'} ids={{ applicationId, materialId }} initial={data} onClose={onClose} />}
      </AsyncContent>
    </Dialog>
  );
}

type FormBodyProps = {
  ids: { applicationId: number; materialId: string };
  initial: NonNullable<ReturnType<typeof useApplicationForm>['data']>;
  onClose: () => void;
};

function FormBody({ ids, initial, onClose }: FormBodyProps) {
  const toast = useToast();
  const save = useSaveApplicationForm(ids);
  const generate = useGenerateApplicationForm(ids);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial.fields));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [savedAt, setSavedAt] = useState(initial.savedAt);
  useEffect(() => setSavedAt(initial.savedAt), [initial.savedAt]);

  const check = () => {
    const { fields, errors: found } = fromDraft(draft);
    setErrors(found);
    return Object.keys(found).length > 0 ? null : fields;
  };

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    const fields = check();
    if (!fields) return;
    save.mutate(fields, {
      onSuccess: (saved) => {
        setSavedAt(saved.savedAt);
        toast.success('草稿已保存');
      },
    });
  };

  const handleGenerate = async () => {
    const fields = check();
    if (!fields) return;
    try {
      await save.mutateAsync(fields);
      await generate.mutateAsync();
      toast.success('申报书已生成，可下载打印后签字盖章');
      onClose();
    } catch {
      // Said in the dialog from save.error / generate.error.
    }
  };

  const error = save.error ?? generate.error;

  return (
    <Box component="form" noValidate onSubmit={handleSave} aria-label="项目申报书">
      <DialogContent dividers>
        {initial.prefilledFromLedger ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            已按企业档案预填单位信息和经济指标，请核对并补充其余内容。
          </Alert>
        ) : null}
        <Stack spacing={3}>
          {SECTIONS.map((section) => (
            <Box key={section.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
                {section.title}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: section.fields.some((field) => field.multiline) ? '1fr' : '1fr 1fr' } }}>
                {section.fields.map((field) => (
                  <FormTextField
                    key={field.key}
                    label={field.unit ? `${field.label}（${field.unit}）` : field.label}
                    required={field.required}
                    multiline={field.multiline}
                    minRows={field.multiline ? 3 : undefined}
                    value={draft[field.key]}
                    onChange={(event) => {
                      const value = event.target.value;
                      setDraft((current) => ({ ...current, [field.key]: value }));
                      setErrors((current) => ({ ...current, [field.key]: undefined }));
                    }}
                    errorMessage={errors[field.key]}
                    helperText={field.hint}
                    rules={NUMBER_KEYS.has(field.key) ? undefined : { max: (LIMITS as Record<string, { maxLength?: number }>)[field.key]?.maxLength }}
                    htmlInput={NUMBER_KEYS.has(field.key) ? { inputMode: 'decimal' } : undefined}
                    fullWidth
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {savedAt ? `草稿保存于 ${formatChinaDateTime(savedAt)}` : '尚未保存草稿'}
        </Typography>
        <Button onClick={onClose}>关闭</Button>
        <Button type="submit" variant="outlined" loading={save.isPending && !generate.isPending}>
          保存草稿
        </Button>
        <Button variant="contained" loading={generate.isPending} onClick={() => void handleGenerate()}>
          生成申报书（PDF）
        </Button>
      </DialogActions>
    </Box>
  );
}

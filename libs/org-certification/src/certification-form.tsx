import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useDeleteCertificationFile,
  useSaveCertificationDraft,
  useSubmitCertification,
  useUploadCertificationFile,
  type CertificationApplication,
  type CertificationFile,
  type ServiceCategory,
} from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { CheckField, formatFileSize, getErrorMessage, PLAIN_HELPER_SX, PlainFieldset, PlainInputField, PlainSelectField, SectionCard, StepList } from '@smes/ui';
import { CERTIFICATION_STEPS, STAFF_SIZES, certificateOf, licenseOf, stepErrors, valuesOf, type CertificationValues, type StepErrors } from './certification-values';
import { CERTIFICATION_FILE_MAX_BYTES, FileSlot } from './file-slot';
import { RegionSelect } from './region-select';

export const SERVICE_CATEGORIES = PORTAL_SCHEMA_LIMITS.ServiceCategory.enum as readonly ServiceCategory[];
const LIMITS = PORTAL_SCHEMA_LIMITS.CertificationDraft;

export type CertificationFormProps = {
  /** The saved application (draft or 已驳回), or null before the first save. */
  application: CertificationApplication | null;
  /** Called with the application once it is 待审核. */
  onSubmitted?: (application: CertificationApplication) => void;
};

/**
 * 机构入驻认证 in three steps (主体信息 → 资质与服务范围 → 联系人与承诺), the same in the portal and the console.
 * Each 下一步 saves the draft on the server, and every upload is stored at once, so a reload loses nothing.
 */
export function CertificationForm({ application, onSubmitted }: CertificationFormProps) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<CertificationValues>(() => valuesOf(application));
  const [errors, setErrors] = useState<StepErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveCertificationDraft();
  const upload = useUploadCertificationFile();
  const remove = useDeleteCertificationFile();
  const submit = useSubmitCertification();
  const files = application?.files ?? [];
  const busy = save.isPending || upload.isPending || remove.isPending || submit.isPending;
  const failure = save.error ?? upload.error ?? remove.error ?? submit.error;

  const set = <K extends keyof CertificationValues>(key: K, value: CertificationValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const draft = () => ({ ...values, creditCode: values.creditCode.trim().toUpperCase() });

  const pickFile = async (slot: { slot: 'license' } | { slot: 'certificate'; category: ServiceCategory }, file: File, errorKey: keyof StepErrors) => {
    if (file.size > CERTIFICATION_FILE_MAX_BYTES) {
      setErrors((current) => ({ ...current, [errorKey]: `文件不能超过 ${formatFileSize(CERTIFICATION_FILE_MAX_BYTES)}` }));
      return;
    }
    setErrors((current) => ({ ...current, [errorKey]: undefined }));
    // A file belongs to an application: the first upload saves the draft that creates it.
    if (!application) await save.mutateAsync(draft()).catch(() => undefined);
    upload.mutate({ ...slot, file }, { onSuccess: () => setNotice(`已上传 ${file.name}`) });
  };

  const removeFile = (file: CertificationFile) => remove.mutate(file.id, { onSuccess: () => setNotice(`已删除 ${file.name}`) });

  const next = () => {
    const found = stepErrors(step, values, files);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setNotice(null);
      return;
    }
    save.mutate(draft(), {
      onSuccess: () => {
        setNotice('草稿已保存');
        setStep((current) => current + 1);
      },
    });
  };

  const finish = () => {
    const found = stepErrors(2, values, files);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(draft(), {
      onSuccess: () => submit.mutate(undefined, { onSuccess: (submitted) => onSubmitted?.(submitted) }),
    });
  };

  const text = (key: 'name' | 'creditCode' | 'legalPerson' | 'address' | 'intro' | 'description' | 'contactName' | 'contactPhone' | 'contactEmail', label: string, extra: { required?: boolean; multiline?: boolean; helper?: string; max: number }) => (
    <PlainInputField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      required={extra.required}
      multiline={extra.multiline}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? extra.helper}
      fullWidth
      htmlInput={{ maxLength: extra.max }}
    />
  );

  return (
    <SectionCard title="机构入驻认证">
      <StepList steps={CERTIFICATION_STEPS.map((label) => ({ key: label, label }))} activeStep={step} alternativeLabel sx={{ mb: 3 }} />
      {application?.status === 'rejected' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          上次申请未通过，驳回原因：{application.rejectReason ?? '未说明'}。修改后可再次提交。
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label={`第 ${step + 1} 步：${CERTIFICATION_STEPS[step]}`}>
        <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
          第 {step + 1} 步：{CERTIFICATION_STEPS[step]}
        </Typography>
        {step === 0 ? (
          <Stack spacing={2}>
            {text('name', '机构名称', { required: true, max: 60, helper: '与营业执照上的名称一致' })}
            {text('creditCode', '统一社会信用代码', { required: true, max: 18, helper: '18 位，提交前会核对校验位' })}
            {text('legalPerson', '法定代表人', { required: true, max: 30 })}
            <RegionSelect field={PlainSelectField} required value={values.regionCode} onChange={(code) => set('regionCode', code)} error={errors.regionCode} disabled={busy} />
            {text('address', '办公地址', { required: true, max: 120 })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <PlainInputField
                label="成立年份"
                type="number"
                value={values.foundedYear === null ? '' : String(values.foundedYear)}
                onChange={(event) => set('foundedYear', event.target.value === '' ? null : Number(event.target.value))}
                required
                error={Boolean(errors.foundedYear)}
                helperText={errors.foundedYear ?? '以营业执照上的成立日期为准'}
                fullWidth
                htmlInput={{ min: LIMITS.foundedYear.minimum, step: 1, inputMode: 'numeric' }}
              />
              <PlainSelectField
                label="人员规模"
                value={values.staffSize ?? ''}
                emptyLabel="请选择"
                options={STAFF_SIZES.map((size) => ({ value: size, label: size }))}
                onChange={(size) => set('staffSize', size === '' ? null : (size as NonNullable<CertificationValues['staffSize']>))}
                required
                error={Boolean(errors.staffSize)}
                helperText={errors.staffSize ?? '展示在机构主页'}
                fullWidth
              />
            </Stack>
            <Box>
              <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
                营业执照 *
              </Typography>
              <FileSlot label="上传营业执照" file={licenseOf(files)} busy={busy} error={errors.license} onPick={(file) => void pickFile({ slot: 'license' }, file, 'license')} onRemove={removeFile} />
            </Box>
          </Stack>
        ) : null}
        {step === 1 ? (
          <Stack spacing={2}>
            <PlainFieldset legend="服务类别（可多选，每个类别需上传一份资质证书）" error={Boolean(errors.serviceCategories)}>
              <Box sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' }}>
                {SERVICE_CATEGORIES.map((category) => (
                  <CheckField
                    key={category}
                    label={category}
                    error={Boolean(errors.serviceCategories)}
                    checked={values.serviceCategories.includes(category)}
                    onChange={(checked) =>
                      set('serviceCategories', checked ? [...values.serviceCategories, category] : values.serviceCategories.filter((chosen) => chosen !== category))
                    }
                  />
                ))}
              </Box>
              {errors.serviceCategories ? (
                <Box component="p" sx={PLAIN_HELPER_SX(true)}>
                  {errors.serviceCategories}
                </Box>
              ) : null}
            </PlainFieldset>
            {values.serviceCategories.map((category) => (
              <Box key={category}>
                <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
                  {category}资质证书 *
                </Typography>
                <FileSlot
                  label={`上传${category}资质证书`}
                  file={certificateOf(files, category)}
                  busy={busy}
                  error={errors[`certificate:${category}`]}
                  onPick={(file) => void pickFile({ slot: 'certificate', category }, file, `certificate:${category}`)}
                  onRemove={removeFile}
                />
              </Box>
            ))}
            {text('intro', '一句话简介', { required: true, max: LIMITS.intro.maxLength, helper: `展示在机构主页标题下和机构列表中，原样展示，不超过 ${LIMITS.intro.maxLength} 字` })}
            {text('description', '机构简介', { required: true, multiline: true, max: 2000, helper: '主营服务、团队与资质，审核通过后展示在机构主页' })}
          </Stack>
        ) : null}
        {step === 2 ? (
          <Stack spacing={2}>
            {text('contactName', '联系人', { required: true, max: 30 })}
            {text('contactPhone', '联系电话', { required: true, max: 20, helper: '手机号或座机号' })}
            {text('contactEmail', '电子邮箱', { max: 80 })}
            <Box sx={{ display: 'inline-flex', flexDirection: 'column' }}>
              <CheckField
                checked={values.commitment}
                error={Boolean(errors.commitment)}
                onChange={(checked) => set('commitment', checked)}
                label="本机构承诺所填信息与上传材料真实、有效，并遵守平台服务规范"
              />
              {errors.commitment ? (
                <Box component="p" sx={PLAIN_HELPER_SX(true)}>
                  {errors.commitment}
                </Box>
              ) : null}
            </Box>
          </Stack>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(failure)}
          </Alert>
        ) : null}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2, minHeight: '1.5em' }}>
          {notice}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {step > 0 ? (
            <Button onClick={() => setStep((current) => current - 1)} disabled={busy}>
              上一步
            </Button>
          ) : null}
          <Button variant="outlined" disabled={busy} onClick={() => save.mutate(draft(), { onSuccess: () => setNotice('草稿已保存') })}>
            保存草稿
          </Button>
          {step < CERTIFICATION_STEPS.length - 1 ? (
            <Button type="submit" variant="contained" disabled={busy} onClick={next}>
              下一步
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={busy} onClick={finish}>
              提交审核
            </Button>
          )}
        </Stack>
      </Box>
    </SectionCard>
  );
}

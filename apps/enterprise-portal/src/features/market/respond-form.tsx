import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRespondToDemand, useUploadResponseFile } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { ATTACHMENT_ACCEPT } from '@smes/hand-over';
import { FormTextField, formatFileSize, useFormValues, useToast, validateFields, type FieldSchema } from '@smes/ui';
import { useAccountContact } from '../../shared/forms/account-contact';
import { ContactFields, contactFieldSchema } from '../../shared/forms/contact-fields';

const LIMITS = PORTAL_SCHEMA_LIMITS.DemandResponseInput;
/** The attachment travels as a material file: the contract's limit. */
const MAX_FILE_BYTES = PORTAL_SCHEMA_LIMITS.MaterialFile.size.maximum;

/** 我要对接's rules: the contract's limits with Chinese labels. */
export const RESPOND_FORM_SCHEMA: FieldSchema = {
  message: { label: '对接说明', rules: { required: true, min: LIMITS.message.minLength, max: LIMITS.message.maxLength } },
  ...contactFieldSchema(LIMITS),
};

/** Why a chosen file cannot go with the response, or null; the server checks its type by content too. */
export function responseFileProblem(file: File): string | null {
  if (file.size === 0) return `${file.name} 是空文件`;
  if (file.size > MAX_FILE_BYTES) return `${file.name} 超过 ${formatFileSize(MAX_FILE_BYTES)}，不能上传`;
  return null;
}

/**
 * 我要对接: a message, the responder's contact and an optional attachment. The response is sent first; the
 * attachment follows it, and a failed upload leaves the response standing (the client has said why).
 */
export function RespondForm({ demandId }: { demandId: number }) {
  const toast = useToast();
  const respond = useRespondToDemand();
  const upload = useUploadResponseFile();
  const contact = useAccountContact();
  const { values, errors, setErrors, handleChange } = useFormValues({ message: '', ...contact });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const handleFile = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = responseFileProblem(chosen);
    setFileError(problem);
    setFile(problem === null ? chosen : null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(values, RESPOND_FORM_SCHEMA);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const response = await respond.mutateAsync({
        demandId,
        message: values.message.trim(),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
      });
      if (file) {
        try {
          await upload.mutateAsync({ responseId: response.id, file });
        } catch {
          toast.warning('对接已提交，附件未上传成功，可稍后重新上传');
          return;
        }
      }
      toast.success('对接已提交，发布方会收到通知');
    } catch {
      // The client has already shown the server's reason (own demand, already responded, no longer open).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label="我要对接" onSubmit={(event) => void handleSubmit(event)}>
      <Stack spacing={2}>
        <FormTextField
          label="对接说明"
          required
          multiline
          minRows={4}
          value={values.message}
          onChange={handleChange('message')}
          rules={RESPOND_FORM_SCHEMA.message?.rules}
          errorMessage={errors.message}
          helperText="介绍贵单位的能力、方案或报价思路，至少 10 个字"
          fullWidth
        />
        <ContactFields values={values} errors={errors} onChange={handleChange} schema={RESPOND_FORM_SCHEMA} />
        <Box>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label="选择附件"
            accept={ATTACHMENT_ACCEPT}
            onChange={(event) => handleFile(event.target.files?.[0])}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => fileInput.current?.click()}>
              {file ? '更换附件' : '添加附件'}
            </Button>
            {file ? (
              <>
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {file.name}
                </Typography>
                <Button size="small" onClick={() => setFile(null)} aria-label={`移除附件 ${file.name}`}>
                  移除
                </Button>
              </>
            ) : null}
          </Stack>
          <FormHelperText>方案、报价单或资质材料：PDF、图片或 Office 文件，不超过 {formatFileSize(MAX_FILE_BYTES)}，可不传</FormHelperText>
          {fileError ? (
            <FormHelperText error role="alert">
              {fileError}
            </FormHelperText>
          ) : null}
        </Box>
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            提交对接
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

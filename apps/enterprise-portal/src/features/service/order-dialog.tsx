import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useCreateServiceOrder, useUploadServiceOrderFile, type ServiceProductCard } from '@smes/api';
import { FormTextField, useFormValues, useToast, validateFields } from '@smes/ui';
import { paths } from '../../app/paths';
import { ORDER_FORM_SCHEMA, ORDER_MAX_FILES, attachmentProblem, orderBody } from './order-form';
import { priceText } from '../../shared/display/service-display';

export type OrderDialogProps = {
  product: ServiceProductCard;
  open: boolean;
  onClose: () => void;
};

/**
 * 下单: requirements, contact and up to five attachments. The order is created first (待确认), then each
 * attachment is uploaded to it; the enterprise lands on the order's detail either way, where a failed upload
 * can be seen and retried.
 */
export function OrderDialog({ product, open, onClose }: OrderDialogProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const createOrder = useCreateServiceOrder();
  const uploadFile = useUploadServiceOrderFile();
  const { values, errors, setErrors, handleChange } = useFormValues({ requirements: '', contactName: '', contactPhone: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const fileErrorId = useId();

  const handleFiles = (chosen: FileList | null) => {
    const next = [...files];
    let problem: string | null = null;
    for (const file of Array.from(chosen ?? [])) {
      problem = attachmentProblem(file, next.length) ?? problem;
      if (attachmentProblem(file, next.length) === null) next.push(file);
    }
    setFiles(next);
    setFileError(problem);
    if (fileInput.current) fileInput.current.value = '';
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(values, ORDER_FORM_SCHEMA);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const order = await createOrder.mutateAsync(orderBody(product.id, values));
      let uploaded = 0;
      for (const file of files) {
        try {
          await uploadFile.mutateAsync({ orderId: order.id, file });
          uploaded += 1;
        } catch {
          // The client has already said why; the order stands and the file can be added on its detail.
        }
      }
      toast.success(uploaded < files.length ? `已下单，${files.length - uploaded} 个附件未上传成功` : '已下单，等待机构确认');
      void navigate(paths.personalCenter.myOrder.detail(order.id));
    } catch {
      // The client has already told why the order was refused (400 with the server's message, 403 for a non-enterprise account).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>下单：{product.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {`${product.institutionName} · ${priceText(product.priceMode, product.price)} · 交付周期 ${product.deliveryDays} 天。机构确认后才会看到您的联系方式。`}
          </Typography>
          <Stack spacing={2}>
            <FormTextField
              label="需求描述"
              required
              multiline
              minRows={4}
              value={values.requirements}
              onChange={handleChange('requirements')}
              rules={ORDER_FORM_SCHEMA.requirements?.rules}
              errorMessage={errors.requirements}
              helperText="说明要办的事、时间要求和已有材料，至少 10 个字"
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                label="联系人"
                required
                value={values.contactName}
                onChange={handleChange('contactName')}
                rules={ORDER_FORM_SCHEMA.contactName?.rules}
                errorMessage={errors.contactName}
                fullWidth
              />
              <FormTextField
                label="联系电话"
                required
                type="tel"
                value={values.contactPhone}
                onChange={handleChange('contactPhone')}
                rules={ORDER_FORM_SCHEMA.contactPhone?.rules}
                errorMessage={errors.contactPhone}
                fullWidth
              />
            </Stack>
            <Box>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                aria-label="选择附件"
                accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
                onChange={(event) => handleFiles(event.target.files)}
              />
              <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={files.length >= ORDER_MAX_FILES} aria-describedby={fileError ? fileErrorId : undefined}>
                添加附件（{files.length}/{ORDER_MAX_FILES}）
              </Button>
              <FormHelperText>PDF、图片或 Office 文件，每个不超过 10 MB，可不传</FormHelperText>
              {fileError ? (
                <FormHelperText error id={fileErrorId} role="alert">
                  {fileError}
                </FormHelperText>
              ) : null}
              {files.length > 0 ? (
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }} aria-label="已选附件">
                  {files.map((file, index) => (
                    <Stack key={`${file.name}-${index}`} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                        {file.name}
                      </Typography>
                      <IconButton size="small" aria-label={`移除附件 ${file.name}`} onClick={() => setFiles(files.filter((_, at) => at !== index))}>
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  ))}
                </Stack>
              ) : null}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            提交订单
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

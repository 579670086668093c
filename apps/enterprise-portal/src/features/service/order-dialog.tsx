import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
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
import { useCreateServiceOrder, type ServiceProductCard } from '@smes/api';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, priceText } from '@smes/hand-over';
import { FormTextField, getErrorMessage, useFormValues, useToast, validateFields } from '@smes/ui';
import { paths } from '../../app/paths';
import { useAccountContact } from '../../shared/forms/account-contact';
import { ContactFields } from '../../shared/forms/contact-fields';
import { ORDER_FORM_SCHEMA, ORDER_MAX_FILES, orderAttachmentProblem, orderBody } from './order-form';

export type OrderDialogProps = {
  product: ServiceProductCard;
  open: boolean;
  onClose: () => void;
};

/** What happens after 下单, by how the product is priced: a 一口价 is accepted as listed, the others are quoted first. */
function nextStepText(product: ServiceProductCard): string {
  return product.priceMode === 'fixed'
    ? `机构按 ${priceText(product.priceMode, product.price)} 接单后开始服务。`
    : '机构看过需求后报价，您接受报价后才开始服务并按报价成交。';
}

/**
 * 下单: requirements, contact (the account's phone to start with) and up to five attachments, sent together: the
 * server creates the order and its files in one step or not at all. A refused file leaves the dialog as typed,
 * with the server's reason, so nothing has to be entered twice.
 */
export function OrderDialog({ product, open, onClose }: OrderDialogProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const createOrder = useCreateServiceOrder();
  const contact = useAccountContact();
  const { values, errors, setErrors, handleChange } = useFormValues({ requirements: '', ...contact });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const fileErrorId = useId();
  const busy = createOrder.isPending;

  const handleFiles = (chosen: FileList | null) => {
    const next = [...files];
    let problem: string | null = null;
    for (const file of Array.from(chosen ?? [])) {
      const refusal = orderAttachmentProblem(file, next.length);
      if (refusal === null) next.push(file);
      else problem = refusal;
    }
    setFiles(next);
    setFileError(problem);
    if (fileInput.current) fileInput.current.value = '';
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(values, ORDER_FORM_SCHEMA);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    createOrder.mutate(
      { ...orderBody(product.id, values), files },
      {
        onSuccess: (order) => {
          toast.success(order.priceMode === 'fixed' ? '已下单，等待机构确认' : '已下单，等待机构报价');
          void navigate(paths.personalCenter.myOrder.detail(order.id));
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>下单：{product.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {`${product.institutionName} · ${priceText(product.priceMode, product.price)} · 交付周期 ${product.deliveryDays} 天。${nextStepText(product)}机构接单后才会看到您的联系方式。`}
          </Typography>
          <Stack spacing={2}>
            {createOrder.error ? (
              <Alert severity="error" role="alert">
                订单未提交：{getErrorMessage(createOrder.error)}
              </Alert>
            ) : null}
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
            <ContactFields values={values} errors={errors} onChange={handleChange} schema={ORDER_FORM_SCHEMA} />
            <Box>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                aria-label="选择附件"
                accept={ATTACHMENT_ACCEPT}
                onChange={(event) => handleFiles(event.target.files)}
              />
              <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={files.length >= ORDER_MAX_FILES} aria-describedby={fileError ? fileErrorId : undefined}>
                添加附件（{files.length}/{ORDER_MAX_FILES}）
              </Button>
              <FormHelperText>{`${ATTACHMENT_HINT}，可不传；附件与订单一起提交`}</FormHelperText>
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

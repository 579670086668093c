import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { fieldId } from './field-id';

export type StringListEditorProps = {
  /** The list's name (申报程序), its items are named 第 N 步 / 第 N 项 after `itemNoun`. */
  label: string;
  itemNoun: string;
  values: readonly string[];
  maxItems: number;
  maxLength: number;
  /** The path the server names the list by, for its message and focus. */
  path: string;
  error?: string;
  onChange: (values: string[]) => void;
};

/** An ordered list of short texts (扶持力度, 申报程序): one field per item, add at the end, remove any. */
export function StringListEditor({ label, itemNoun, values, maxItems, maxLength, path, error, onChange }: StringListEditorProps) {
  const itemLabel = (index: number) => `${label}第 ${index + 1} ${itemNoun}`;
  const add = () => {
    onChange([...values, '']);
    // The new field exists after this render.
    requestAnimationFrame(() => document.getElementById(`${fieldId(path)}-${values.length}`)?.focus());
  };
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {error ? (
        <Typography id={fieldId(path)} tabIndex={-1} color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
      {values.map((value, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id={`${fieldId(path)}-${index}`}
            label={itemLabel(index)}
            value={value}
            onChange={(event) => onChange(values.map((item, position) => (position === index ? event.target.value : item)))}
            size="small"
            fullWidth
            multiline
            slotProps={{ htmlInput: { maxLength } }}
          />
          <IconButton aria-label={`删除${itemLabel(index)}`} onClick={() => onChange(values.filter((_, position) => position !== index))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={add} disabled={values.length >= maxItems} sx={{ alignSelf: 'flex-start' }}>
        添加{itemNoun === '步' ? '一步' : '一项'}
      </Button>
    </Stack>
  );
}

import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { fieldId } from './field-id';
import { ItemFieldset, focusWhenShown } from './item-fieldset';

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
    focusWhenShown(`${fieldId(path)}-${values.length}`);
  };
  return (
    <ItemFieldset legend={label} path={path} error={error} addLabel={itemNoun === '步' ? '添加一步' : '添加一项'} addDisabled={values.length >= maxItems} onAdd={add}>
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
    </ItemFieldset>
  );
}

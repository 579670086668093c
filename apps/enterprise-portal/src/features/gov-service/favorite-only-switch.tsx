import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export type FavoriteOnlySwitchProps = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * 只看我的收藏, offered to a signed-in account only: a chunk of its own (MUI's Switch and SwitchBase, about 4 KiB), so a
 * visitor's 政务服务 does not fetch it (ADR 96).
 */
export function FavoriteOnlySwitch({ checked, onChange }: FavoriteOnlySwitchProps) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label="只看我的收藏" />;
}

export default FavoriteOnlySwitch;

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { MAX_COMPARE_REGIONS, MIN_COMPARE_REGIONS, type CompareRegion } from '@smes/api';
import { FramedComboBox } from '@smes/ui';
import { regionLabel, regionProvince, sortByProvince } from './compare-format';

export const TOO_MANY_REGIONS_MESSAGE = `最多同时对比 ${MAX_COMPARE_REGIONS} 个地区，请先移除一个地区再添加`;
export const TOO_FEW_REGIONS_MESSAGE = `至少需要 ${MIN_COMPARE_REGIONS} 个地区才能对比，请先添加一个地区再移除`;

export type ComparedRegionsPickerProps = {
  /** The selected region codes, in order. */
  codes: readonly string[];
  /** The comparable regions; undefined while they load. */
  regions: readonly CompareRegion[] | undefined;
  /** Why the list could not be loaded, if it could not. */
  loadError?: string | null;
  onRetry?: () => void;
  onChange: (codes: string[]) => void;
};

/** The 2–4 compared regions as removable chips, and a province-grouped search box to add one. */
export function ComparedRegionsPicker({ codes, regions, loadError, onRetry, onChange }: ComparedRegionsPickerProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const countId = useId();
  const all = regions ?? [];
  const byCode = new Map(all.map((region) => [region.code, region]));
  const options = sortByProvince(all.filter((region) => !codes.includes(region.code)));

  const handleAdd = (region: CompareRegion | null) => {
    setInput('');
    if (!region) return;
    if (codes.length >= MAX_COMPARE_REGIONS) {
      setMessage(TOO_MANY_REGIONS_MESSAGE);
      return;
    }
    setMessage(null);
    onChange([...codes, region.code]);
  };

  const handleRemove = (code: string) => () => {
    if (codes.length <= MIN_COMPARE_REGIONS) {
      setMessage(TOO_FEW_REGIONS_MESSAGE);
      return;
    }
    setMessage(null);
    onChange(codes.filter((item) => item !== code));
  };

  return (
    <Box component="section" aria-label="对比地区">
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id={countId}>
            对比地区（已选 {codes.length} 个，可选 {MIN_COMPARE_REGIONS}–{MAX_COMPARE_REGIONS} 个）
          </Typography>
          <Box component="ul" aria-labelledby={countId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {codes.map((code, index) => {
              const name = byCode.get(code)?.name ?? code;
              return (
                <li key={code}>
                  <Chip
                    icon={<PlaceOutlined />}
                    label={name}
                    color={index === 0 ? 'primary' : 'default'}
                    variant={index === 0 ? 'filled' : 'outlined'}
                    onClick={handleRemove(code)}
                    onDelete={handleRemove(code)}
                    aria-label={`移除 ${name}`}
                  />
                </li>
              );
            })}
          </Box>
        </Box>
        <FramedComboBox<CompareRegion>
          label="添加对比地区"
          placeholder="输入城市或区县名称"
          options={options}
          groupBy={(region) => regionProvince(region, all)}
          getOptionLabel={regionLabel}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          value={null}
          inputValue={input}
          onInputChange={(value, reason) => setInput(reason === 'reset' ? '' : value)}
          onChange={handleAdd}
          loading={regions === undefined && !loadError}
          loadingText="正在加载地区…"
          noOptionsText="没有可添加的地区"
          sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}
        />
      </Box>
      {loadError && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mt: 2 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                重试
              </Button>
            )
          }
        >
          地区列表加载失败：{loadError}
        </Alert>
      )}
      {message && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
    </Box>
  );
}

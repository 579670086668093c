import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { DictData, PolicyQuery, RegionTreeNode } from '@smes/api';
import { FRAMED_ERROR_SX, FramedComboBox, FramedInput, visuallyHidden } from '@smes/ui';
import { LEVEL_LABELS } from '../../shared/display/policy-level';
import { FilterSelect } from '../../shared/list/filter-select';
import { LEVELS } from '../../shared/display/policy-level';
import { VALIDITIES } from '../../features/policy/list-queries';
import { VALIDITY_LABELS } from '../../features/policy/policy-labels';
import { RegionFilter } from '../../features/policy/region-filter';

export type PolicyFiltersProps = {
  query: PolicyQuery;
  onChange: (changes: Partial<PolicyQuery>) => void;
  regions: RegionTreeNode[];
  departments: string[];
  categories: DictData[];
  industries: DictData[];
};

export const DATE_RANGE_MESSAGE = '开始日期不能晚于结束日期';

/**
 * A group's caption (发布日期, 地区): above its fields in the phone drawer; in the desktop panel the fields'
 * own labels (起始日期, 省份) say enough and the row stays one field high, so it is kept for screen readers only.
 */
const groupCaption = (theme: Theme) => ({ display: 'block', mb: 0.5, [theme.breakpoints.up('md')]: visuallyHidden });

/** 政策级别, 地区, 发文机构, 政策类别, 支持行业, 有效性 and the 发布日期 range. */
export function PolicyFilters({ query, onChange, regions, departments, categories, industries }: PolicyFiltersProps) {
  const [from, setFrom] = useState(query.publishFrom ?? '');
  const [to, setTo] = useState(query.publishTo ?? '');
  const rangeError = from !== '' && to !== '' && from > to;
  const rangeLabelId = useId();
  const rangeErrorId = useId();

  useEffect(() => {
    setFrom(query.publishFrom ?? '');
    setTo(query.publishTo ?? '');
  }, [query.publishFrom, query.publishTo]);

  const handleDate = (which: 'from' | 'to', value: string) => {
    const nextFrom = which === 'from' ? value : from;
    const nextTo = which === 'to' ? value : to;
    if (which === 'from') setFrom(value);
    else setTo(value);
    // An inverted range is only told, never sent: the list keeps showing the last valid search.
    if (nextFrom !== '' && nextTo !== '' && nextFrom > nextTo) return;
    onChange({ publishFrom: nextFrom || undefined, publishTo: nextTo || undefined });
  };

  return (
    // Six columns from md up: two rows of fields, so the first result starts within the first screen.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' } }}>
      <FilterSelect
        label="政策级别"
        allLabel="全部级别"
        value={query.level}
        options={LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
        onChange={(level) => onChange({ level: level as PolicyQuery['level'] })}
      />
      <FilterSelect
        label="有效性"
        allLabel="全部"
        value={query.validity}
        options={VALIDITIES.map((validity) => ({ value: validity, label: VALIDITY_LABELS[validity] }))}
        onChange={(validity) => onChange({ validity: validity as PolicyQuery['validity'] })}
      />
      <FilterSelect
        label="政策类别"
        allLabel="全部类别"
        value={query.category}
        options={categories.map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label="支持行业"
        allLabel="全部行业"
        value={query.industry}
        options={industries.map((item) => ({ value: item.dictValue, label: `${item.dictValue} ${item.dictLabel}` }))}
        onChange={(industry) => onChange({ industry })}
      />
      <FramedComboBox<string>
        label="发文机构"
        placeholder="输入机构名称筛选"
        options={departments}
        value={query.dept ?? null}
        onChange={(dept) => onChange({ dept: dept ?? undefined })}
        noOptionsText="没有匹配的机构"
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <Box sx={{ gridColumn: { sm: 'span 2' }, position: 'relative' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={groupCaption} id={rangeLabelId}>
          发布日期
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="group" aria-labelledby={rangeLabelId}>
          <FramedInput
            label="起始日期"
            value={from}
            onChange={(event) => handleDate('from', event.target.value)}
            htmlInput={{ type: 'date', 'aria-invalid': rangeError || undefined, 'aria-describedby': rangeError ? rangeErrorId : undefined }}
            sx={rangeError ? FRAMED_ERROR_SX : undefined}
            fullWidth
          />
          <FramedInput
            label="截止日期"
            value={to}
            onChange={(event) => handleDate('to', event.target.value)}
            htmlInput={{ type: 'date', 'aria-invalid': rangeError || undefined, 'aria-describedby': rangeError ? rangeErrorId : undefined }}
            sx={rangeError ? FRAMED_ERROR_SX : undefined}
            fullWidth
          />
        </Stack>
        {rangeError ? (
          // FormHelperText's look (error colour, caption, its margins) without it: it would bring the fields' parts.
          <Typography component="p" variant="caption" id={rangeErrorId} role="alert" sx={{ color: 'error.main', mt: '3px', mx: 1.75 }}>
            {DATE_RANGE_MESSAGE}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'span 4' }, position: 'relative' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={groupCaption}>
          地区
        </Typography>
        <RegionFilter tree={regions} value={query.regionCode} onChange={(regionCode) => onChange({ regionCode })} />
      </Box>
    </Box>
  );
}

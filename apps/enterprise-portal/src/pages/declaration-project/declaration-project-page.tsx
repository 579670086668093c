import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useDeclarationProjects, useDictData, type DeclarationQuery } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator } from '@smes/ui';
import { DeclarationCard } from '../../features/declaration/declaration-card';
import { SORT_OPTIONS, parseDeclarationQuery, toSearchParams } from '../../features/declaration/declaration-query';

export default function DeclarationProjectPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseDeclarationQuery(searchParams);
  const projects = useDeclarationProjects({ query });
  const statuses = useDictData('declare_status');
  const levels = useDictData('policy_level');
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [now] = useState(() => new Date());

  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);

  const update = (changes: Partial<DeclarationQuery>, resetPage = true) => {
    const next = { ...query, ...changes, ...(resetPage ? { pageNum: 1 } : {}) };
    setSearchParams(toSearchParams(next));
  };

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ keyword: keyword.trim() || undefined });
  };

  const handleSelect = (field: 'status' | 'level') => (event: SelectChangeEvent) => {
    update({ [field]: event.target.value || undefined });
  };

  const handleSort = (event: SelectChangeEvent) => {
    const [orderByColumn, isAsc] = event.target.value.split(':') as [DeclarationQuery['orderByColumn'], DeclarationQuery['isAsc']];
    update({ orderByColumn, isAsc });
  };

  const sortValue = `${query.orderByColumn}:${query.isAsc}`;
  const hasFilters = Boolean(query.keyword || query.status || query.level);

  return (
    <PageContainer>
      <PageHeader
        title="申报项目"
        subtitle="各级政府部门正在受理和即将受理的扶持项目，按申报窗口实时更新"
        breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策', to: '/findpolicy' }, { label: '申报项目' }]}
      />
      <Box component="form" role="search" aria-label="搜索申报项目" onSubmit={handleSearch} sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label="关键词"
            placeholder="项目名称、主管部门或关键词"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            size="small"
            fullWidth
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
            搜索
          </Button>
        </Stack>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="declaration-status-label">申报状态</InputLabel>
          <Select labelId="declaration-status-label" label="申报状态" value={query.status ?? ''} onChange={handleSelect('status')}>
            <MenuItem value="">全部状态</MenuItem>
            {(statuses.data ?? []).map((item) => (
              <MenuItem key={item.dictValue} value={item.dictValue}>
                {item.dictLabel}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="declaration-level-label">政策级别</InputLabel>
          <Select labelId="declaration-level-label" label="政策级别" value={query.level ?? ''} onChange={handleSelect('level')}>
            <MenuItem value="">全部级别</MenuItem>
            {(levels.data ?? []).map((item) => (
              <MenuItem key={item.dictValue} value={item.dictValue}>
                {item.dictLabel}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="declaration-sort-label">排序</InputLabel>
          <Select labelId="declaration-sort-label" label="排序" value={sortValue} onChange={handleSort}>
            {SORT_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <AsyncContent
        isPending={projects.isPending}
        error={projects.error}
        data={projects.data}
        onRetry={() => void projects.refetch()}
        isEmpty={(page) => page.rows.length === 0}
        empty={
          <EmptyState
            title={hasFilters ? '没有符合条件的申报项目' : '暂无申报项目'}
            description={hasFilters ? '换个关键词或放宽筛选条件试试' : undefined}
            action={
              hasFilters ? (
                <Button onClick={() => setSearchParams(new URLSearchParams())} variant="outlined">
                  清除筛选
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(page) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
              共找到 {page.total} 个申报项目
            </Typography>
            <Stack spacing={1.5} component="section" aria-label="申报项目列表">
              {page.rows.map((project) => (
                <DeclarationCard key={project.id} project={project} now={now} />
              ))}
            </Stack>
            <Box sx={{ mt: 3 }}>
              <Paginator
                page={query.pageNum}
                pageSize={query.pageSize}
                total={page.total}
                onChange={(pageNum, pageSize) => update({ pageNum, pageSize }, false)}
              />
            </Box>
          </>
        )}
      </AsyncContent>
    </PageContainer>
  );
}

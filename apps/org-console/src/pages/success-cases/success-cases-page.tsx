import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@smes/config';
import { readPage } from '@smes/shell';
import { useOrgCases, type OrgCase } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator, StatusChip, formatChinaDate } from '@smes/ui';
import { paths } from '../../app/paths';
import { caseVisibility } from '../../features/institution/case-form';
import { InstitutionGate } from '../../features/institution/institution-gate';

export default function SuccessCasesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="成功案例"
        subtitle="案例须经客户同意（记录同意人和日期）后才能公开到门户"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '成功案例' }]}
        actions={
          <Button component={RouterLink} to={paths.successCases.add} variant="contained">
            新增案例
          </Button>
        }
      />
      <InstitutionGate>
        <CaseList />
      </InstitutionGate>
    </PageContainer>
  );
}

function CaseList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNum = readPage(searchParams);
  const cases = useOrgCases({ query: { pageNum, pageSize: DEFAULT_PAGE_SIZE } });
  return (
    <AsyncContent
      isPending={cases.isPending}
      error={cases.error}
      data={cases.data}
      isEmpty={(page) => page.rows.length === 0}
      onRetry={() => void cases.refetch()}
      empty={
        <EmptyState
          title="还没有成功案例"
          description="记录做过的项目（客户行业、问题、做法和成效），客户同意后公开，企业选择机构时会参考。"
          action={
            <Button component={RouterLink} to={paths.successCases.add} variant="outlined">
              新增案例
            </Button>
          }
        />
      }
    >
      {(page) => (
        <Stack spacing={2}>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="案例列表">
            {page.rows.map((row) => (
              <CaseRow key={row.case.id} row={row} />
            ))}
          </Stack>
          <Paginator page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={(next) => setSearchParams({ pageNum: String(next) })} showSizeChanger={false} />
        </Stack>
      )}
    </AsyncContent>
  );
}

function CaseRow({ row }: { row: OrgCase }) {
  const visibility = caseVisibility(row);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={paths.successCases.detail(row.case.id)}>
                {row.case.title}
              </Link>
            </Typography>
            <StatusChip status={visibility.tone} label={visibility.label} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {row.case.category} · 客户行业：{row.case.clientIndustry} · 完成于 {formatChinaDate(row.case.completedOn)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {row.case.summary}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Link component={RouterLink} to={paths.successCases.edit(row.case.id)} aria-label={`编辑“${row.case.title}”`}>
            编辑
          </Link>
        </Box>
      </Stack>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { isNotFound, useReport, useReports } from '@smes/api';
import type { EvaluationPayload, Report } from '@smes/api';
import { AsyncContent, EmptyState } from '@smes/ui';
import { paths } from '../../app/paths';

export type HighTechReport = Report & { evaluation: EvaluationPayload };

export type HighTechReportLoaderProps = {
  /** ?id= of a saved 高企评测; null shows the account's newest one. */
  id: number | null;
  children: (report: HighTechReport) => ReactNode;
};

function NoEvaluation({ title = '还没有高企评测' }: { title?: string }) {
  return (
    <EmptyState
      title={title}
      description="先完成检测：系统会用您的企业档案核对高企认定的八项条件并计算创新能力评分。"
      action={
        <Button component={RouterLink} to={paths.highEvaluation.detection} variant="contained">
          开始检测
        </Button>
      }
    />
  );
}

const isHighTech = (report: Report): report is HighTechReport => report.type === 'high_tech' && report.evaluation !== null;

function SavedEvaluation({ id, children }: { id: number; children: HighTechReportLoaderProps['children'] }) {
  const report = useReport(id);
  // Someone else's report, a missing one and a report of another kind all read as 不存在.
  if (isNotFound(report.error) || (report.data && !isHighTech(report.data))) return <NoEvaluation title="这份高企评测不存在" />;
  return (
    <AsyncContent isPending={report.isPending} error={report.error} data={report.data} onRetry={() => void report.refetch()}>
      {(data) => (isHighTech(data) ? children(data) : null)}
    </AsyncContent>
  );
}

/** A saved 高企评测 for 问题诊断 and 评测报告: the one named in the address, else the newest, else the way to 检测. */
export function HighTechReportLoader({ id, children }: HighTechReportLoaderProps) {
  const latest = useReports({ query: { type: 'high_tech', pageNum: 1, pageSize: 1 }, queryConfig: { enabled: id === null } });
  if (id !== null) return <SavedEvaluation id={id}>{children}</SavedEvaluation>;
  return (
    <AsyncContent
      isPending={latest.isPending}
      error={latest.error}
      data={latest.data}
      onRetry={() => void latest.refetch()}
      isEmpty={(page) => page.rows.length === 0}
      empty={<NoEvaluation />}
    >
      {(page) => (page.rows[0] ? <SavedEvaluation id={page.rows[0].id}>{children}</SavedEvaluation> : <NoEvaluation />)}
    </AsyncContent>
  );
}

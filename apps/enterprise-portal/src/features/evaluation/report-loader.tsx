import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { isNotFound, useReport, useReports } from '@smes/api';
import type { Report } from '@smes/api';
import { AsyncContent, EmptyState } from '@smes/ui';
import type { EvaluationScheme, SchemeReport } from './scheme';

export type SchemeReportLoaderProps = {
  scheme: EvaluationScheme;
  /** ?id= of a saved evaluation; null shows the account's newest one. */
  id: number | null;
  children: (report: SchemeReport) => ReactNode;
};

function NoEvaluation({ scheme, title = `还没有${scheme.name}` }: { scheme: EvaluationScheme; title?: string }) {
  return (
    <EmptyState
      title={title}
      description={scheme.emptyDescription}
      action={
        <Button component={RouterLink} to={scheme.paths.detection} variant="contained">
          开始检测
        </Button>
      }
    />
  );
}

const isOfScheme = (scheme: EvaluationScheme, report: Report): report is SchemeReport =>
  report.type === scheme.reportType && report.evaluation !== null;

function SavedEvaluation({ scheme, id, children }: { scheme: EvaluationScheme; id: number; children: SchemeReportLoaderProps['children'] }) {
  const report = useReport(id);
  // Someone else's report, a missing one and a report of another kind all read as 不存在.
  if (isNotFound(report.error) || (report.data && !isOfScheme(scheme, report.data))) return <NoEvaluation scheme={scheme} title={`这份${scheme.name}不存在`} />;
  return (
    <AsyncContent isPending={report.isPending} error={report.error} data={report.data} onRetry={() => void report.refetch()}>
      {(data) => (isOfScheme(scheme, data) ? children(data) : null)}
    </AsyncContent>
  );
}

/** A saved evaluation for 问题诊断 and 评测报告: the one named in the address, else the newest, else the way to 检测. */
export function SchemeReportLoader({ scheme, id, children }: SchemeReportLoaderProps) {
  const latest = useReports({ query: { type: scheme.reportType, pageNum: 1, pageSize: 1 }, queryConfig: { enabled: id === null } });
  if (id !== null) {
    return (
      <SavedEvaluation scheme={scheme} id={id}>
        {children}
      </SavedEvaluation>
    );
  }
  return (
    <AsyncContent
      isPending={latest.isPending}
      error={latest.error}
      data={latest.data}
      onRetry={() => void latest.refetch()}
      isEmpty={(page) => page.rows.length === 0}
      empty={<NoEvaluation scheme={scheme} />}
    >
      {(page) =>
        page.rows[0] ? (
          <SavedEvaluation scheme={scheme} id={page.rows[0].id}>
            {children}
          </SavedEvaluation>
        ) : (
          <NoEvaluation scheme={scheme} />
        )
      }
    </AsyncContent>
  );
}

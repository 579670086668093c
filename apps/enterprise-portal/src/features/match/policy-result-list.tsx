import { Suspense, lazy, memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, PlainAccordion, ProgressBar, StatusChip, formatNumber } from '@smes/ui';
import { MATCH_STATUS_TEXT, MATCH_STATUS_TONE, groupByCategory, groupPagedByCategory } from './report-model';
import type { CategoryGroup, PolicyResult, SavedPaging } from './report-model';

// A row's details (how 匹配度 was computed, the condition table, its questions) render only once the row is opened,
// so they load then; pointing at or focusing the row starts the load before the click.
const loadDetails = () => import('./policy-result-details');
const PolicyResultDetails = lazy(() => loadDetails().then((module) => ({ default: module.PolicyResultDetails })));
const preloadDetails = () => void loadDetails();

/** How many policies a category shows before 展开全部. */
export const CATEGORY_PAGE = 10;

export type PolicyResultListProps = {
  /** Every policy; for a saved report answered by pages (`paged`), each category's first page. */
  matches: readonly PolicyResult[];
  /** Set for a saved report answered by pages: a category's other policies are read from the server when opened. */
  paged?: SavedPaging | undefined;
  /** Called after a 待核验 question is answered in its row (saved to the ledger). */
  onAnswered?: () => void;
};

/** Results grouped by category: per policy its verdict, 匹配度 and, expanded, the condition table. */
export function PolicyResultList({ matches, paged, onAnswered }: PolicyResultListProps) {
  const groups = paged ? groupPagedByCategory(matches, paged.categories) : groupByCategory(matches);
  if (groups.length === 0) return <EmptyState title="暂无可匹配的政策" description="当前没有设置了申报条件的现行政策。" />;
  return (
    <Stack spacing={3}>
      {groups.map((group) =>
        paged ? (
          <PagedCategoryBlock key={group.category} reportId={paged.reportId} group={group} onAnswered={onAnswered} />
        ) : (
          <CategoryBlock key={group.category} group={group} onAnswered={onAnswered} />
        ),
      )}
    </Stack>
  );
}

type CategoryBlockProps = { group: CategoryGroup; onAnswered?: (() => void) | undefined };

function CategoryHeading({ group }: { group: CategoryGroup }) {
  return (
    <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
      {group.category}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        符合 {group.eligible} / 共 {group.total} 项
      </Typography>
    </Typography>
  );
}

function CategoryRows({ policies, onAnswered }: { policies: readonly PolicyResult[]; onAnswered?: (() => void) | undefined }) {
  return (
    <Box>
      {policies.map((policy) => (
        <PolicyResultItem key={policy.policyId} policy={policy} onAnswered={onAnswered} />
      ))}
    </Box>
  );
}

/** A category whose policies are all at hand (a what-if's re-score, a report saved before ADR 122's pages). */
function CategoryBlock({ group, onAnswered }: CategoryBlockProps) {
  const [showAll, setShowAll] = useState(false);
  const { policies } = group;
  const shown = showAll ? policies : policies.slice(0, CATEGORY_PAGE);
  return (
    <Box component="section" aria-label={group.category}>
      <CategoryHeading group={group} />
      <CategoryRows policies={shown} onAnswered={onAnswered} />
      {policies.length > shown.length ? (
        <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
          展开全部 {policies.length} 项
        </Button>
      ) : null}
    </Box>
  );
}

// A category's further pages load with the code that reads them: only when 展开全部 is pressed (pointing at or focusing
// the button starts the load), so a report's first view fetches none of it (the report pages' budget, ADR 122).
const loadPages = () => import('./paged-category-pages');
const PagedCategoryPages = lazy(() => loadPages().then((module) => ({ default: module.PagedCategoryPages })));
const preloadPages = () => void loadPages();

/**
 * A category of a saved report answered by pages (ADR 122): its first page came with the report; 展开全部 reads the
 * category from the server a page at a time (PagedCategoryPages), the first page staying until the pages hold it.
 */
function PagedCategoryBlock({ reportId, group, onAnswered }: CategoryBlockProps & { reportId: number }) {
  const [open, setOpen] = useState(false);
  const rows = (policies: readonly PolicyResult[]) => <CategoryRows policies={policies} onAnswered={onAnswered} />;
  const firstPage = (
    <>
      {rows(group.policies)}
      {open ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          正在加载{group.category}的政策…
        </Typography>
      ) : group.total > group.policies.length ? (
        <Button onClick={() => setOpen(true)} onPointerEnter={preloadPages} onFocus={preloadPages} sx={{ mt: 1 }}>
          展开全部 {group.total} 项
        </Button>
      ) : null}
    </>
  );
  return (
    <Box component="section" aria-label={group.category}>
      <CategoryHeading group={group} />
      {open ? (
        <Suspense fallback={firstPage}>
          <PagedCategoryPages reportId={reportId} group={group} renderRows={rows} />
        </Suspense>
      ) : (
        firstPage
      )}
    </Box>
  );
}

// Memoised on the row's policy: a what-if re-score hands back the same object for a policy whose result did not
// change (shareUnchanged), so only the rows whose verdict moved are redrawn (ADR 94).
const PolicyResultItem = memo(function PolicyResultItem({ policy, onAnswered }: { policy: PolicyResult; onAnswered?: (() => void) | undefined }) {
  const headingId = `policy-result-${policy.policyId}`;
  return (
    // An outlined, gutterless Accordion's row drawn by PlainAccordion (no Accordion, Collapse or Transition: ADR 98).
    <PlainAccordion
      id={headingId}
      detailsId={`${headingId}-details`}
      headingComponent="h4"
      onSummaryPointerEnter={preloadDetails}
      onSummaryFocus={preloadDetails}
      summary={
        <Box sx={{ width: '100%', minWidth: 0, pr: 1 }}>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600, wordBreak: 'break-word' }}>
            {policy.policyTitle}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}>
            <StatusChip status={MATCH_STATUS_TONE[policy.status]} label={policy.held ? policy.held.text : MATCH_STATUS_TEXT[policy.status]} />
            {/* A qualification held is no match to measure: its 匹配度 would read as a chance of something it has. */}
            {policy.held ? null : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160, flex: '1 1 160px', maxWidth: 280 }}>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                匹配度
              </Typography>
              <ProgressBar
                value={policy.matchDegree}
                aria-label={`匹配度 ${policy.matchDegree}%`}
                color={policy.status === 'eligible' ? 'success' : policy.status === 'incomplete' ? 'warning' : 'error'}
                sx={{ flex: 1, height: 6, borderRadius: 1 }}
              />
              <Typography component="span" variant="body2" sx={{ fontWeight: 600, minWidth: '3em', textAlign: 'right' }}>
                {policy.matchDegree}%
              </Typography>
            </Box>
            )}
            {policy.supportAmount !== null ? (
              <Typography component="span" variant="body2" color="secondary" sx={{ fontWeight: 600 }}>
                政策最高 {formatNumber(policy.supportAmount)} 万元
              </Typography>
            ) : null}
          </Stack>
        </Box>
      }
    >
      <Suspense fallback={<Typography role="status" variant="body2" color="text.secondary">正在打开条件核对…</Typography>}>
        <PolicyResultDetails policy={policy} {...(onAnswered ? { onAnswered } : {})} />
      </Suspense>
    </PlainAccordion>
  );
});

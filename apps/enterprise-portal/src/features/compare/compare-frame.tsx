import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useCompareRegions } from '@smes/api';
import { LoadingState, PageContainer, PageHeader, getErrorMessage, type BreadcrumbItem } from '@smes/ui';
import { CompareNav } from './compare-nav';
import { findCompareSection } from './compare-sections';
import { DEFAULT_COMPARE_REGIONS, parseRegionsParam, withRegions } from './compare-url';
import { ComparedRegionsPicker } from './compared-regions-picker';
import { paths } from '../../app/paths';

export const INVALID_REGIONS_NOTICE = '链接中的对比地区无效（需为 2–4 个可对比的地区），已为您显示默认地区：杭州市、宁波市、温州市。';

type CompareLocationState = { compareNotice?: string } | null;

function noticeOf(state: unknown): string | null {
  const notice = (state as CompareLocationState)?.compareNotice;
  return typeof notice === 'string' ? notice : null;
}

function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code, index) => code === b[index]);
}

export type CompareFrameProps = {
  /** The screen's path, e.g. paths.regionalCompare.policyList. */
  path: string;
  /** The screen's content for the selected regions (2–4 valid codes). */
  children: (codes: string[]) => ReactNode;
};

/**
 * The layout of every comparison screen: title, the region picker and the tabs. The regions live in
 * the address (`?regions=330100,330200`): none → the defaults, written back with replace; a malformed
 * or unknown list → the defaults with a notice. Picking regions pushes history, so back/forward works.
 */
export function CompareFrame({ path, children }: CompareFrameProps) {
  const section = findCompareSection(path);
  const location = useLocation();
  const navigate = useNavigate();
  const regions = useCompareRegions();
  const rawRegions = new URLSearchParams(location.search).get('regions');
  // Memoised on the raw value so the codes keep their identity and the screens' charts are not rebuilt on every render.
  const parsed = useMemo(() => parseRegionsParam(rawRegions), [rawRegions]);

  const known = regions.data ? new Set(regions.data.map((region) => region.code)) : null;
  const hasUnknown =
    parsed.status === 'ok' && known !== null && !sameCodes(parsed.codes, DEFAULT_COMPARE_REGIONS) && parsed.codes.some((code) => !known.has(code));
  const fallback = parsed.status === 'missing' ? 'missing' : parsed.status === 'invalid' || hasUnknown ? 'invalid' : null;

  useEffect(() => {
    if (fallback === null) return;
    navigate(
      { pathname: location.pathname, search: withRegions(location.search, DEFAULT_COMPARE_REGIONS) },
      { replace: true, state: fallback === 'invalid' ? { compareNotice: INVALID_REGIONS_NOTICE } : null },
    );
  }, [fallback, location.pathname, location.search, navigate]);

  // The address's regions, unless they are being replaced by the defaults: the picker and the tabs show them at once.
  const asked = parsed.status === 'ok' && fallback === null ? parsed.codes : null;
  // Content waits for the region list (cached for half an hour) so an unknown code is never sent to the server.
  const codes = asked && !regions.isPending ? asked : null;
  const notice = noticeOf(location.state);

  const handleChange = (next: string[]) => {
    navigate({ pathname: location.pathname, search: withRegions(location.search, next) });
  };

  const breadcrumbs: BreadcrumbItem[] = [
    { label: '首页', to: paths.home },
    { label: '找政策', to: paths.findpolicy },
    ...(path === paths.regionalCompare.index ? [] : [{ label: '区域政策对比', to: `${paths.regionalCompare.index}${asked ? withRegions('', asked) : ''}` }]),
    { label: section.title },
  ];

  return (
    <PageContainer>
      <PageHeader title={section.title} subtitle={section.description} breadcrumbs={breadcrumbs} />
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <ComparedRegionsPicker
          codes={asked ?? []}
          regions={regions.data}
          loadError={regions.error ? getErrorMessage(regions.error) : null}
          onRetry={() => void regions.refetch()}
          onChange={handleChange}
        />
      </Paper>
      {/* A tab followed before the region list has come keeps the visitor's regions; the next screen checks them too. */}
      <CompareNav current={path} codes={asked ?? DEFAULT_COMPARE_REGIONS} />
      {codes ? children(codes) : <LoadingState />}
    </PageContainer>
  );
}

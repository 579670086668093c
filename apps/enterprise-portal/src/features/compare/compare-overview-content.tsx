import { useMemo, type ReactNode } from 'react';
import { useCompareOverview, type CompareOverview } from '@smes/api';
import { AsyncContent, EmptyState } from '@smes/ui';

export type CompareOverviewContentProps = {
  codes: readonly string[];
  children: (overview: CompareOverview) => ReactNode;
};

/** Loads the comparison of `codes` and renders it, regions in the order picked; loading, error and empty states included. */
export function CompareOverviewContent({ codes, children }: CompareOverviewContentProps) {
  const overview = useCompareOverview(codes);
  const ordered = useMemo(() => {
    if (overview.data === undefined) return undefined;
    const position = (code: string) => codes.indexOf(code);
    return { ...overview.data, regions: [...overview.data.regions].sort((a, b) => position(a.region.code) - position(b.region.code)) };
  }, [overview.data, codes]);

  return (
    <AsyncContent
      isPending={overview.isPending}
      error={overview.error}
      data={ordered}
      onRetry={() => void overview.refetch()}
      isEmpty={(data) => data.regions.length === 0}
      empty={<EmptyState title="暂无对比数据" description="所选地区暂时没有可对比的政策数据，换几个地区试试。" />}
    >
      {children}
    </AsyncContent>
  );
}

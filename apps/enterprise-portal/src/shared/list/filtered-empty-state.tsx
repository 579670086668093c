import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { EmptyState } from '@smes/ui';

export type FilteredEmptyStateProps = {
  /** Whether any filter or keyword is applied. */
  filtered: boolean;
  /** e.g. 暂无政策. */
  title: string;
  /** e.g. 没有符合条件的政策. */
  filteredTitle: string;
  /** A hint, or richer help such as search suggestions. */
  filteredDescription?: ReactNode;
  /** 清除筛选. */
  onClear: () => void;
};

/** An empty list: with filters applied it says so and offers 清除筛选. */
export function FilteredEmptyState({ filtered, title, filteredTitle, filteredDescription, onClear }: FilteredEmptyStateProps) {
  return (
    <EmptyState
      title={filtered ? filteredTitle : title}
      description={filtered ? filteredDescription : undefined}
      action={
        filtered ? (
          <Button onClick={onClear} variant="outlined">
            清除筛选
          </Button>
        ) : undefined
      }
    />
  );
}

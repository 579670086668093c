import type { ReactNode } from 'react';
import { Column } from './column';

export type PageContainerProps = {
  children?: ReactNode;
  /** `xl` for wide dashboards; `lg` (the header's width) otherwise — the comparisons too, like every other page. */
  maxWidth?: 'md' | 'lg' | 'xl';
};

/** The content column of every page: the header's width and responsive padding. */
export function PageContainer({ children, maxWidth = 'lg' }: PageContainerProps) {
  return (
    <Column maxWidth={maxWidth} sx={{ py: { xs: 2, sm: 3, md: 4 } }}>
      {children}
    </Column>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { EmptyState } from '@smes/ui';

export type MissingContentProps = {
  /** e.g. 政策不存在 */
  title: string;
  backLabel: string;
  backTo: string;
};

/** An unknown or malformed id: say so and offer the way back to the list. */
export function MissingContent({ title, backLabel, backTo }: MissingContentProps) {
  return (
    <EmptyState
      title={title}
      description="内容可能已下线，或链接有误。"
      action={
        <Button component={RouterLink} to={backTo} variant="outlined">
          {backLabel}
        </Button>
      }
    />
  );
}

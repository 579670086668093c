import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { visuallyHidden } from '../utils/visually-hidden';

export type SkipLinkProps = {
  targetId: string;
  label?: string;
};

/** First focusable element of the page; lets keyboard users jump past the header and navigation. */
export function SkipLink({ targetId, label = '跳到主要内容' }: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Moving focus by hand keeps the URL hash untouched, so the router sees no new location
    // (and no extra visit is reported).
    event.preventDefault();
    const target = document.getElementById(targetId);
    target?.focus();
    target?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Link
      href={`#${targetId}`}
      onClick={handleClick}
      sx={(theme) => ({
        ...visuallyHidden,
        '&:focus': {
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          position: 'fixed',
          top: theme.spacing(1),
          left: theme.spacing(1),
          zIndex: theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          boxShadow: 3,
        },
      })}
    >
      {label}
    </Link>
  );
}

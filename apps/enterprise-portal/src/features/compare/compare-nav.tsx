import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { COMPARE_SECTIONS } from './compare-sections';
import { compareHref } from './compare-url';

export type CompareNavProps = {
  /** Path of the screen shown now. */
  current: string;
  codes: readonly string[];
};

/** The comparison's screens as tabs; every link carries the selected regions. Scrolls inside itself on phones. */
export function CompareNav({ current, codes }: CompareNavProps) {
  const activeRef = useRef<HTMLAnchorElement>(null);

  // On a phone the later tabs start off-screen; bring the current one into the strip's view.
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <Box component="nav" aria-label="对比维度" sx={{ borderBottom: 1, borderColor: 'divider', overflowX: 'auto', mb: 3 }}>
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
        {COMPARE_SECTIONS.map((section) => {
          const active = section.path === current;
          return (
            <Box component="li" key={section.path} sx={{ flexShrink: 0 }}>
              <Link
                component={RouterLink}
                to={compareHref(section.path, codes)}
                ref={active ? activeRef : undefined}
                aria-current={active ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.5,
                  whiteSpace: 'nowrap',
                  color: active ? 'primary.main' : 'text.secondary',
                  fontWeight: active ? 600 : 400,
                  borderBottom: 2,
                  borderColor: active ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'primary.main' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {section.tab}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

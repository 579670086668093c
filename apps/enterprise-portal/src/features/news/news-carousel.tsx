import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNewsList, type NewsQuery, type NewsSummary } from '@smes/api';
import { useMediaMatch } from '@smes/ui';
import { paths } from '../../app/paths';
import { withScope, type RegionScope } from '../../shared/region/region-scope';
import { NEWS_CAROUSEL_QUERY as CAROUSEL_QUERY } from './carousel-query';
import { NEWS_CATEGORY_LABELS } from './news-queries';

/** Long enough to read a headline and its summary (WCAG 2.2.2 still needs the pause button). */
export const CAROUSEL_INTERVAL_MS = 7000;

/**
 * 头条资讯 (the carousel, after the WAI-ARIA carousel pattern): previous/next and pause buttons, slides
 * announced only while not rotating, rotation stopped while the pointer or focus is inside, and no
 * rotation at all when the reader asks for reduced motion. Nothing to show (or an error) hides it: the
 * list below carries the same items.
 */
export type NewsCarouselProps = {
  /** Whose 头条: the reader's region (全国 and its chain); `waiting` shows nothing until it is known. */
  scope?: RegionScope;
};

export function NewsCarousel({ scope = { code: null, waiting: false } }: NewsCarouselProps) {
  const featured = useNewsList({ query: withScope<NewsQuery>(CAROUSEL_QUERY, scope), queryConfig: { enabled: !scope.waiting } });
  const rows = scope.waiting ? [] : (featured.data?.rows ?? []);
  if (rows.length === 0) return null;
  return <Carousel items={rows} />;
}

function Carousel({ items }: { items: NewsSummary[] }) {
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const rotating = !reducedMotion && !paused && !held && items.length > 1;
  const current = items[index % items.length] as NewsSummary;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % items.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, items.length]);

  const step = (delta: number) => setIndex((value) => (value + delta + items.length) % items.length);

  return (
    <Box
      component="section"
      aria-roledescription="轮播"
      aria-labelledby="news-carousel-title"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      sx={{ mb: 3, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText', p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="news-carousel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          头条资讯
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          {!reducedMotion && items.length > 1 ? (
            <IconButton color="inherit" onClick={() => setPaused((value) => !value)} aria-label={paused ? '继续轮播' : '暂停轮播'}>
              {paused ? <PlayArrow /> : <Pause />}
            </IconButton>
          ) : null}
          <IconButton color="inherit" onClick={() => step(-1)} aria-label="上一条" disabled={items.length < 2}>
            <ChevronLeft />
          </IconButton>
          <Typography component="span" variant="body2" aria-hidden sx={{ minWidth: '3em', textAlign: 'center' }}>
            {(index % items.length) + 1} / {items.length}
          </Typography>
          <IconButton color="inherit" onClick={() => step(1)} aria-label="下一条" disabled={items.length < 2}>
            <ChevronRight />
          </IconButton>
        </Stack>
      </Stack>
      {/* Announced when the reader moves it; a rotating carousel speaking on its own would interrupt. */}
      <Box aria-live={rotating ? 'off' : 'polite'} aria-atomic>
        <Box
          role="group"
          aria-roledescription="幻灯片"
          aria-label={`第 ${(index % items.length) + 1} 条，共 ${items.length} 条`}
          key={current.id}
          sx={{ minHeight: { xs: 0, md: 120 } }}
        >
          <Typography variant="caption" component="p" sx={{ opacity: 0.9 }}>
            {NEWS_CATEGORY_LABELS[current.category]} · {current.source} · {current.publishDate}
          </Typography>
          <Typography component="h3" variant="h3" sx={{ my: 1, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.news.details(current.id)} color="inherit" underline="always">
              {current.title}
            </Link>
          </Typography>
          <Typography variant="body2">{current.summary}</Typography>
        </Box>
      </Box>
    </Box>
  );
}

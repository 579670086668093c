import { useId, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useMediaMatch } from '../layout/use-media-match';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { useCareMode } from '../theme/care-mode';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';
import { PageButton } from './page-button';
import { clampPage, pageCountOf, pageItems } from './page-items';
import type { PageItem } from './page-items';
import { DEFAULT_PAGE_SIZE_OPTIONS, PAGINATION_LABELS } from './pagination-labels';
import { formatTotal } from '../format/number';

export type PaginatorProps = {
  /** Current page, 1-based. */
  page?: number;
  pageSize?: number;
  /** Number of items across all pages. */
  total: number;
  /** `total` is a lower bound (a search counted up to its bound): 共 1,000+ 条, and only its pages are offered. */
  totalCapped?: boolean;
  /** Called with the new page and page size; the paginator keeps no page state of its own. */
  onChange: (page: number, pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** Fewer page buttons and 3-page jumps; follows the screen width (< sm) unless set. */
  compact?: boolean;
  disabled?: boolean;
  showSizeChanger?: boolean;
  showQuickJumper?: boolean;
};

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;

/** Reads the jumper's text: full-width digits (typed with a Chinese IME) count, anything else is ignored. */
function parseJumpInput(raw: string): number | null {
  const text = raw.replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0)).trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

function withCurrentSize(options: readonly number[], pageSize: number): number[] {
  const sizes = new Set(options.filter((size) => Number.isInteger(size) && size > 0));
  sizes.add(pageSize);
  return [...sizes].sort((a, b) => a - b);
}

/**
 * The page size and the jumper: the browser's own select and input in a box of the divider's colour, so a list fetches
 * none of MUI's field parts for them (ADR 92); the primary colour with the focus, 关怀模式's touch height.
 */
const BOX_SX = {
  boxSizing: 'border-box',
  m: 0,
  px: 1,
  py: 0.75,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  typography: 'body2',
  outline: 0,
  '&:focus': { borderColor: 'primary.main' },
  '&:disabled': { color: 'text.disabled' },
} as const;

export function Paginator({
  page = DEFAULT_PAGE_NUM,
  pageSize = DEFAULT_PAGE_SIZE,
  total,
  totalCapped = false,
  onChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  compact,
  disabled = false,
  showSizeChanger = true,
  showQuickJumper = true,
}: PaginatorProps) {
  const narrowScreen = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const isCompact = compact ?? narrowScreen;
  const { careMode } = useCareMode();
  const boxSx = careMode ? { ...BOX_SX, minHeight: CARE_TOUCH_TARGET_PX } : BOX_SX;
  const [jumpText, setJumpText] = useState('');
  const totalId = useId();

  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const jump = isCompact ? 3 : 5;
  const items = pageItems({ page: current, pageCount, siblings: isCompact ? 1 : 2, jump });

  const goTo = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== current) onChange(next, pageSize);
  };

  const handleSizeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const nextSize = Number(event.target.value);
    // Keep the first item of the current page on screen after the page size changes.
    const firstItem = (current - 1) * pageSize;
    const nextPage = clampPage(Math.floor(firstItem / nextSize) + 1, pageCountOf(total, nextSize));
    onChange(nextPage, nextSize);
  };

  const handleJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const target = parseJumpInput(jumpText);
    setJumpText('');
    if (target !== null) goTo(target);
  };

  // 上一页 and 下一页's arrows, as PaginationItem draws them: wider than the box's padding, centred on it.
  const stepIconSx = { fontSize: isCompact ? '1.125rem' : '1.25rem', mx: -1 };

  const renderItem = (item: PageItem) => {
    if (item.type === 'page') {
      const selected = item.page === current;
      return (
        <PageButton
          selected={selected}
          disabled={disabled}
          aria-label={`第 ${item.page} 页`}
          aria-current={selected ? 'page' : undefined}
          onClick={() => goTo(item.page)}
          outlined
          size={isCompact ? 'small' : 'medium'}
        >
          {item.page}
        </PageButton>
      );
    }
    const forward = item.type === 'jump-next';
    const label = forward
      ? isCompact
        ? PAGINATION_LABELS.next3
        : PAGINATION_LABELS.next5
      : isCompact
        ? PAGINATION_LABELS.prev3
        : PAGINATION_LABELS.prev5;
    const JumpIcon = forward ? KeyboardDoubleArrowRight : KeyboardDoubleArrowLeft;
    return (
      <PageButton
        disabled={disabled}
        aria-label={label}
        title={label}
        onClick={() => goTo(item.page)}
        size={isCompact ? 'small' : 'medium'}
        sx={{
          color: 'text.secondary',
          '& .paginator-jump-icon': { display: 'none' },
          '&:hover, &.Mui-focusVisible': {
            color: 'primary.main',
            '& .paginator-ellipsis': { display: 'none' },
            '& .paginator-jump-icon': { display: 'inline-block' },
          },
        }}
      >
        <MoreHoriz className="paginator-ellipsis" fontSize="small" aria-hidden />
        <JumpIcon className="paginator-jump-icon" fontSize="small" aria-hidden />
      </PageButton>
    );
  };

  return (
    <Box
      component="nav"
      aria-label="分页"
      aria-describedby={totalId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: { xs: 'center', sm: 'flex-end' },
        columnGap: 2,
        rowGap: 1,
        py: 2,
      }}
    >
      <Typography id={totalId} variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        共 {formatTotal(total, totalCapped)} 条
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        <li>
          <PageButton
            aria-label={PAGINATION_LABELS.prevPage}
            title={PAGINATION_LABELS.prevPage}
            disabled={disabled || current <= 1}
            onClick={() => goTo(current - 1)}
            outlined
            size={isCompact ? 'small' : 'medium'}
          >
            <ChevronLeft aria-hidden sx={stepIconSx} />
          </PageButton>
        </li>
        {items.map((item) => (
          <li key={`${item.type}-${item.type === 'page' ? item.page : 'gap'}`}>{renderItem(item)}</li>
        ))}
        <li>
          <PageButton
            aria-label={PAGINATION_LABELS.nextPage}
            title={PAGINATION_LABELS.nextPage}
            disabled={disabled || current >= pageCount}
            onClick={() => goTo(current + 1)}
            outlined
            size={isCompact ? 'small' : 'medium'}
          >
            <ChevronRight aria-hidden sx={stepIconSx} />
          </PageButton>
        </li>
      </Box>
      {(showSizeChanger || showQuickJumper) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          {showSizeChanger && (
            <Box
              component="select"
              value={pageSize}
              onChange={handleSizeChange}
              disabled={disabled}
              aria-label={PAGINATION_LABELS.pageSize}
              sx={{ ...boxSx, cursor: 'pointer', '& option': { bgcolor: 'background.paper', color: 'text.primary' } }}
            >
              {withCurrentSize(pageSizeOptions, pageSize).map((size) => (
                <option key={size} value={size}>
                  {`${size} ${PAGINATION_LABELS.itemsPerPage}`}
                </option>
              ))}
            </Box>
          )}
          {showQuickJumper && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2', color: 'text.secondary' }}>
              <span aria-hidden>{PAGINATION_LABELS.jumpTo}</span>
              <Box
                component="input"
                type="text"
                value={jumpText}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setJumpText(event.target.value)}
                onKeyDown={handleJumpKeyDown}
                disabled={disabled}
                aria-label={PAGINATION_LABELS.jumpTo}
                inputMode="numeric"
                enterKeyHint="go"
                autoComplete="off"
                sx={{ ...boxSx, width: (theme) => theme.spacing(7), textAlign: 'center' }}
              />
              <span aria-hidden>{PAGINATION_LABELS.page}</span>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

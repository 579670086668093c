import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarWindow } from '@smes/api';
import { visuallyHidden } from '@smes/ui';
import { WEEKDAY_LABELS, cellTitle, monthWeeks, movedDay } from './month-grid';

export type MonthGridViewProps = {
  /** YYYY-MM */
  month: string;
  byDay: ReadonlyMap<string, readonly CalendarWindow[]>;
  /** The focused and selected day, YYYY-MM-DD; its windows are listed under the grid. */
  activeDate: string;
  onActiveDateChange: (date: string) => void;
  /** Labels the grid, e.g. 2026年11月申报截止日. */
  label: string;
};

const MAX_TITLES = 2;

function dayLabel(date: string, windows: readonly CalendarWindow[]): string {
  const [, month, day] = date.split('-').map(Number);
  const recommended = windows.filter((window) => window.recommended).length;
  const count = windows.length === 0 ? '无申报截止' : `${windows.length} 个申报截止${recommended > 0 ? `，其中 ${recommended} 个为你推荐` : ''}`;
  return `${month}月${day}日，${count}`;
}

/**
 * The month as a real grid (ARIA grid pattern): one tab stop on the selected day, arrow keys move by
 * day and week, Home/End to the week's ends; a move past the month's edge turns the month. Each day
 * shows how many windows close on it, the first titles from `sm` up, 为你推荐 in the primary colour.
 */
export function MonthGridView({ month, byDay, activeDate, onActiveDateChange, label }: MonthGridViewProps) {
  const weeks = monthWeeks(month);
  const gridRef = useRef<HTMLTableElement>(null);
  const keyboardMove = useRef(false);

  // Focus follows a keyboard move (also into a newly shown month), never a click or the first render.
  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${activeDate}"]`)?.focus();
  }, [activeDate, month]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, date: string) => {
    const next = movedDay(date, event.key);
    if (!next) return;
    event.preventDefault();
    keyboardMove.current = true;
    onActiveDateChange(next);
  };

  return (
    <Box
      component="table"
      role="grid"
      aria-label={label}
      ref={gridRef}
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', '& td, & th': { border: 1, borderColor: 'divider' } }}
    >
      <thead>
        <tr>
          {WEEKDAY_LABELS.map((weekday) => (
            <Box component="th" scope="col" key={weekday} sx={{ py: 1, typography: 'body2', fontWeight: 600, bgcolor: 'action.hover' }}>
              <span aria-hidden="true">{weekday}</span>
              <Box component="span" sx={visuallyHidden}>
                星期{weekday}
              </Box>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              const windows = byDay.get(day.date) ?? [];
              const active = day.date === activeDate;
              const recommended = windows.some((window) => window.recommended);
              return (
                <Box
                  component="td"
                  role="gridcell"
                  key={day.date}
                  data-date={day.date}
                  tabIndex={active ? 0 : -1}
                  aria-selected={active}
                  aria-label={dayLabel(day.date, windows)}
                  onClick={() => onActiveDateChange(day.date)}
                  onKeyDown={(event: KeyboardEvent<HTMLTableCellElement>) => handleKeyDown(event, day.date)}
                  sx={{
                    verticalAlign: 'top',
                    height: { xs: 56, sm: 96 },
                    p: 0.5,
                    cursor: 'pointer',
                    color: day.inMonth ? 'text.primary' : 'text.secondary',
                    bgcolor: active ? 'action.selected' : undefined,
                    '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
                  }}
                >
                  <Box aria-hidden="true" sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
                    <Typography component="span" variant="body2" sx={{ fontWeight: active ? 700 : 400 }}>
                      {day.day}
                    </Typography>
                    {windows.length > 0 ? (
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ fontWeight: 600, color: recommended ? 'primary.main' : 'text.primary', display: { xs: 'block', sm: 'none' } }}
                      >
                        {windows.length} 项
                      </Typography>
                    ) : null}
                    {windows.slice(0, MAX_TITLES).map((window) => (
                      <Typography
                        key={window.noticeId}
                        component="span"
                        variant="caption"
                        noWrap
                        sx={{
                          display: { xs: 'none', sm: 'block' },
                          px: 0.5,
                          borderRadius: 0.5,
                          bgcolor: window.recommended ? 'primary.main' : 'action.hover',
                          color: window.recommended ? 'primary.contrastText' : 'text.primary',
                        }}
                      >
                        {cellTitle(window.title)}
                      </Typography>
                    ))}
                    {windows.length > MAX_TITLES ? (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                        另 {windows.length - MAX_TITLES} 项
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

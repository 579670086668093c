import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useCalendarWindows, type CalendarWindow, type PolicyLevel } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, PageContainer, PageHeader, formatChinaDate, useMediaMatch } from '@smes/ui';
import {
  chinaMonthOf,
  monthLabel,
  parseCalendarState,
  shiftMonth,
  toCalendarSearchParams,
  toWindowQuery,
  type CalendarState,
  type CalendarView,
} from '../../features/calendar/calendar-query';
import { FeedPanel } from '../../features/calendar/feed-panel';
import { FollowedWindows } from '../../features/calendar/followed-windows';
import { windowsByClosingDay } from '../../features/calendar/month-grid';
import { MonthGridView } from '../../features/calendar/month-grid-view';
import { WindowCard } from '../../features/calendar/window-card';
import { LEVELS, LEVEL_LABELS } from '../../shared/display/policy-level';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { ListFilters } from '../../shared/list/list-filters';
import { paths } from '../../app/paths';

/** 9月27日 (from YYYY-MM-DD) */
function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}月${day}日`;
}

/**
 * 申报日历: the declaration windows by their closing day, as a month grid or a list (phones start on
 * the list), filtered by level, department and category. A signed-in enterprise sees 为你推荐 from its
 * ledger and region, follows windows for reminders, and subscribes to its calendar feed.
 */
export default function DeclarationCalendarPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const state = parseCalendarState(searchParams, now);
  const narrow = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const view: CalendarView = state.view ?? (narrow ? 'list' : 'month');
  const { isLoggedIn } = useSession();
  const windows = useCalendarWindows({ query: toWindowQuery(state) });
  const today = formatChinaDate(now);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  // The selected day belongs to the month on screen: today in the current month, else the month's first day.
  const activeDate = chosenDate?.startsWith(state.month) ? chosenDate : today.startsWith(state.month) ? today : `${state.month}-01`;

  const update = (changes: Partial<CalendarState>) => setSearchParams(toCalendarSearchParams({ ...state, ...changes }, now));
  const handleActiveDate = (date: string) => {
    setChosenDate(date);
    if (!date.startsWith(state.month)) update({ month: date.slice(0, 7) });
  };

  const chips: ActiveFilter[] = [];
  if (state.level) chips.push({ key: 'level', label: `级别：${LEVEL_LABELS[state.level]}`, onRemove: () => update({ level: undefined }) });
  if (state.dept) chips.push({ key: 'dept', label: `发布部门：${state.dept}`, onRemove: () => update({ dept: undefined }) });
  if (state.category) chips.push({ key: 'category', label: `类别：${state.category}`, onRemove: () => update({ category: undefined }) });
  const hasFilters = chips.length > 0;
  const clearFilters = () => update({ level: undefined, dept: undefined, category: undefined });
  const options = (values: readonly string[] | undefined, current: string | undefined) =>
    // A filter from a shared link stays selectable even when this month has no such window.
    [...new Set([...(values ?? []), ...(current ? [current] : [])])].map((value) => ({ value, label: value }));

  return (
    <PageContainer>
      <PageHeader
        title="申报日历"
        subtitle="按截止日查看各级申报通知，关注窗口后到期前在消息中心提醒，也可加入自己的日历"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找政策', to: paths.findpolicy }, { label: '申报日历' }]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        {/* Wraps at 320 px in 关怀模式, where the larger type and 44 px targets no longer fit on one line. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
          <IconButton aria-label="上个月" onClick={() => update({ month: shiftMonth(state.month, -1) })}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="h2" variant="h5" aria-live="polite" sx={{ minWidth: '7em', textAlign: 'center' }}>
            {monthLabel(state.month)}
          </Typography>
          <IconButton aria-label="下个月" onClick={() => update({ month: shiftMonth(state.month, 1) })}>
            <ChevronRightIcon />
          </IconButton>
          <Button size="small" disabled={state.month === chinaMonthOf(now)} onClick={() => update({ month: chinaMonthOf(now) })}>
            本月
          </Button>
        </Box>
        <ToggleButtonGroup size="small" exclusive value={view} aria-label="视图" onChange={(_event, next: CalendarView | null) => next && update({ view: next })}>
          <ToggleButton value="month">月历</ToggleButton>
          <ToggleButton value="list">列表</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <ListFilters active={chips} onClearAll={clearFilters} total={windows.isPlaceholderData ? undefined : windows.data?.windows.length}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <FilterSelect
            label="政策级别"
            allLabel="全部级别"
            value={state.level}
            options={LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
            onChange={(level) => update({ level: level as PolicyLevel | undefined })}
          />
          <FilterSelect label="发布部门" allLabel="全部部门" value={state.dept} options={options(windows.data?.departments, state.dept)} onChange={(dept) => update({ dept })} />
          <FilterSelect
            label="政策类别"
            allLabel="全部类别"
            value={state.category}
            options={options(windows.data?.categories, state.category)}
            onChange={(category) => update({ category })}
          />
        </Box>
      </ListFilters>
      <Box component="section" aria-label={`${monthLabel(state.month)}申报窗口`} aria-busy={windows.isFetching} sx={{ mb: 3 }}>
        <AsyncContent
          isPending={windows.isPending}
          error={windows.error}
          data={windows.data}
          onRetry={() => void windows.refetch()}
          isEmpty={(list) => list.windows.length === 0 && view === 'list'}
          empty={
            <EmptyState
              title={`${monthLabel(state.month)}没有申报截止的窗口`}
              description={hasFilters ? '换个筛选条件，或看看下个月。' : '看看下个月的申报窗口。'}
              action={
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
                  {hasFilters ? (
                    <Button variant="outlined" onClick={clearFilters}>
                      清除筛选
                    </Button>
                  ) : null}
                  <Button variant="outlined" onClick={() => update({ month: shiftMonth(state.month, 1) })}>
                    看下个月
                  </Button>
                </Box>
              }
            />
          }
        >
          {(list) => (
            <>
              <RecommendationSummary windows={list.windows} isLoggedIn={isLoggedIn} />
              {view === 'month' ? (
                <MonthView month={state.month} windows={list.windows} activeDate={activeDate} onActiveDateChange={handleActiveDate} now={now} />
              ) : (
                <ListView windows={list.windows} now={now} />
              )}
            </>
          )}
        </AsyncContent>
      </Box>
      {isLoggedIn ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <FollowedWindows now={now} />
          <FeedPanel />
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2">登录后可关注申报窗口、在截止前收到提醒、订阅自己的申报日历，并看到按企业档案为你推荐的窗口。</Typography>
          <Button component={RouterLink} to={paths.loginThenReturn(`${paths.declarationCalendar}${searchParams.size > 0 ? `?${searchParams.toString()}` : ''}`)} variant="contained">
            登录
          </Button>
        </Paper>
      )}
    </PageContainer>
  );
}

function RecommendationSummary({ windows, isLoggedIn }: { windows: readonly CalendarWindow[]; isLoggedIn: boolean }) {
  if (!isLoggedIn) return null;
  const count = windows.filter((window) => window.recommended).length;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      {count > 0 ? `本月有 ${count} 个窗口为你推荐（按企业档案与注册地区匹配），已高亮显示。` : '本月暂无为你推荐的窗口；完善企业信息后推荐会更准确。'}
    </Typography>
  );
}

type MonthViewProps = {
  month: string;
  windows: readonly CalendarWindow[];
  activeDate: string;
  onActiveDateChange: (date: string) => void;
  now: Date;
};

function MonthView({ month, windows, activeDate, onActiveDateChange, now }: MonthViewProps) {
  const byDay = windowsByClosingDay(windows);
  const dayWindows = byDay.get(activeDate) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <MonthGridView month={month} byDay={byDay} activeDate={activeDate} onActiveDateChange={onActiveDateChange} label={`${monthLabel(month)}申报截止日`} />
      <Box component="section" aria-labelledby="calendar-day-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="calendar-day-title" component="h3" variant="h6">
          {shortDate(activeDate)}截止的申报窗口（{dayWindows.length}）
        </Typography>
        {dayWindows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            这一天没有申报截止。{windows.length > 0 ? '在月历中选择带有数字的日期查看当天截止的窗口。' : ''}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {dayWindows.map((window) => (
              <li key={window.noticeId}>
                <WindowCard window={window} now={now} headingComponent="h4" />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function ListView({ windows, now }: { windows: readonly CalendarWindow[]; now: Date }) {
  const days = [...windowsByClosingDay(windows).entries()];
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {days.map(([date, dayWindows]) => (
        <Box component="section" key={date} aria-labelledby={`calendar-list-${date}`} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id={`calendar-list-${date}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {shortDate(date)}截止（{dayWindows.length}）
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {dayWindows.map((window) => (
              <li key={window.noticeId}>
                <WindowCard window={window} now={now} headingComponent="h4" />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

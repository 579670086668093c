import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { isApiError, useDownloadWindowIcs, useFollowWindow, useUnfollowWindow, type CalendarWindow } from '@smes/api';
import { useSession } from '@smes/session';
import { useToast } from '@smes/ui';
import { paths } from '../../app/paths';

// The client already reports these itself (500 toast, expiry flow) or they need no message.
const REPORTED_BY_CLIENT = new Set(['server', 'expired', 'cancelled']);

export type WindowActionsProps = { window: CalendarWindow };

/** 关注 / 已关注 (a visitor logs in first and comes back) and the window's .ics file. */
export function WindowActions({ window }: WindowActionsProps) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const follow = useFollowWindow();
  const unfollow = useUnfollowWindow();
  const download = useDownloadWindowIcs();
  const toast = useToast();

  const handleFollow = () => {
    const mutation = window.followed ? unfollow : follow;
    mutation.mutate(window.noticeId, {
      onSuccess: (state) => toast.success(state.followed ? '已关注，截止前 7 天、1 天和截止当天会在消息中心提醒您' : '已取消关注'),
      onError: (error) => {
        if (!(isApiError(error) && REPORTED_BY_CLIENT.has(error.kind))) toast.error(`操作失败：${error.message}`);
      },
    });
  };

  const handleDownload = () =>
    download.mutate(window.noticeId, {
      onError: (error) => {
        if (!(isApiError(error) && REPORTED_BY_CLIENT.has(error.kind))) toast.error(`下载失败：${error.message}`);
      },
    });

  return (
    <>
      {isLoggedIn ? (
        <Button
          size="small"
          variant={window.followed ? 'contained' : 'outlined'}
          startIcon={window.followed ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
          aria-pressed={window.followed}
          aria-label={`${window.followed ? '已关注' : '关注'}：${window.title}`}
          loading={follow.isPending || unfollow.isPending}
          onClick={handleFollow}
        >
          {window.followed ? '已关注' : '关注'}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={paths.loginThenReturn(`${location.pathname}${location.search}`)}
          startIcon={<NotificationsNoneIcon />}
          aria-label={`登录后关注：${window.title}`}
        >
          登录后关注
        </Button>
      )}
      <Button size="small" startIcon={<EventIcon />} loading={download.isPending} onClick={handleDownload} aria-label={`下载日历文件：${window.title}`}>
        加入日历（.ics）
      </Button>
    </>
  );
}

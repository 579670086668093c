import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { FollowedWindows } from '../../features/calendar/followed-windows';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';
import { paths } from '../../app/paths';

/** 我的关注: the declaration windows the account follows in 申报日历, each with 取消关注 and its .ics. */
export default function MyFollowPage() {
  const [now] = useState(() => new Date());
  return (
    <PersonalCenterFrame
      title="我的关注"
      subtitle="在申报日历中关注的申报窗口，截止前 7 天、1 天和截止当天会在消息中心提醒"
      actions={
        <Button component={RouterLink} to={paths.declarationCalendar} variant="outlined" startIcon={<CalendarMonthIcon />}>
          打开申报日历
        </Button>
      }
    >
      <FollowedWindows now={now} />
    </PersonalCenterFrame>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { MarkAllReadButton, MessageInbox } from '@smes/shell';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';
import { messageHref } from '../../features/subscription/message-display';
import { paths } from '../../app/paths';

export default function MessageCenterPage() {
  return (
    <PersonalCenterFrame title="消息中心" subtitle="订阅的新政策、申报通知、申报进度和订单动态都会发到这里" actions={<MarkAllReadButton />}>
      <MessageInbox
        hrefOf={messageHref}
        emptyAll={{
          title: '暂无消息',
          description: '订阅关注的政策类别、地区和行业后，匹配的新政策和申报通知会发到这里。',
          action: (
            <Button component={RouterLink} to={paths.personalCenter.mySubscription} variant="outlined">
              去订阅
            </Button>
          ),
        }}
      />
    </PersonalCenterFrame>
  );
}

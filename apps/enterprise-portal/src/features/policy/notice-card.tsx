import { Link as RouterLink } from 'react-router-dom';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NoticeSummary } from '@smes/api';

import { LEVEL_LABELS } from '../../shared/display/policy-level';


import { WindowChip } from './window-chip';

import { paths } from '../../app/paths';
import { formatChinaDate, KeepAmounts } from '@smes/ui';


export type NoticeCardProps = {
  notice: NoticeSummary;
  now: Date;
};

/** One 申报通知: support, keywords and the window's status (申报中·剩 N 天 / 未开始 / 已截止). */
export function NoticeCard({ notice, now }: NoticeCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={paths.declarationNotice.detail(notice.id)} underline="hover">
              {notice.title}
            </Link>
          </Typography>
          <WindowChip window={notice} now={now} />
        </Stack>
        <Typography variant="body2" color="secondary" sx={{ fontWeight: 600, my: 0.5 }}>
          <KeepAmounts text={notice.supportText} />
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" label={LEVEL_LABELS[notice.level]} />
          {notice.keywords.map((keyword) => (
            <Chip key={keyword} size="small" variant="outlined" label={keyword} />
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p">
          {notice.issuer} · {notice.regionName} · 申报时间 {formatChinaDate(notice.startTime)} 至 {formatChinaDate(notice.endTime)}
        </Typography>
      </CardContent>
    </Card>
  );
}

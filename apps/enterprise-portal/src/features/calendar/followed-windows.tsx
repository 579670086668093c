import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFollowedWindows } from '@smes/api';
import { AsyncContent, EmptyState } from '@smes/ui';
import { WindowCard } from './window-card';

export type FollowedWindowsProps = { now: Date };

/** 我关注的申报窗口: those still to close first; 取消关注 on each. */
export function FollowedWindows({ now }: FollowedWindowsProps) {
  const follows = useFollowedWindows();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component="h2" variant="h6">
        我关注的申报窗口
      </Typography>
      <AsyncContent
        isPending={follows.isPending}
        error={follows.error}
        data={follows.data}
        onRetry={() => void follows.refetch()}
        empty={<EmptyState title="还没有关注的申报窗口" description="点击窗口上的“关注”，截止前 7 天、1 天和截止当天会在消息中心提醒您。" />}
      >
        {(windows) => (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {windows.map((window) => (
              <li key={window.noticeId}>
                <WindowCard window={window} now={now} />
              </li>
            ))}
          </Box>
        )}
      </AsyncContent>
    </Paper>
  );
}

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { isApiError, useCreateFeedSecret, useFeedStatus, useRevokeFeedSecret } from '@smes/api';
import { AsyncContent, FramedInput, formatChinaDateTime, useToast } from '@smes/ui';

const REPORTED_BY_CLIENT = new Set(['server', 'expired', 'cancelled']);

/**
 * 日历订阅: one address per account that calendar apps poll for the followed windows. The address holds
 * the only credential, so it is shown once, right after it is made; 重新生成 and 停用 end the old one.
 */
export function FeedPanel() {
  const status = useFeedStatus();
  const create = useCreateFeedSecret();
  const revoke = useRevokeFeedSecret();
  const toast = useToast();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const titleId = useId();

  const reportError = (prefix: string) => (error: Error) => {
    if (!(isApiError(error) && REPORTED_BY_CLIENT.has(error.kind))) toast.error(`${prefix}：${error.message}`);
  };

  const handleCreate = () =>
    create.mutate(undefined, {
      onSuccess: ({ url }) => {
        setShownUrl(url);
        toast.success('已生成新的订阅地址');
      },
      onError: reportError('生成失败'),
    });

  const handleRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShownUrl(null);
        toast.success('订阅地址已停用');
      },
      onError: reportError('停用失败'),
    });

  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('订阅地址已复制');
    } catch {
      toast.error('无法自动复制，请选中地址后手动复制');
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component="h2" variant="h6">
        日历订阅
      </Typography>
      <Typography variant="body2" color="text.secondary">
        在 Outlook、苹果日历等应用中订阅这个地址，关注的申报窗口会以截止日出现在日历里并自动更新。地址相当于密码，请勿分享。
      </Typography>
      <AsyncContent isPending={status.isPending} error={status.error} data={status.data} onRetry={() => void status.refetch()} isEmpty={() => false}>
        {(feed) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {shownUrl ? (
              <>
                <Alert severity="warning">订阅地址只显示这一次，请立即复制保存；遗失后可重新生成（旧地址随即失效）。</Alert>
                {/* The browser's read-only input in the outlined frame (ADR 92): the screen fetches no MUI text field for it (ADR 98). */}
                <FramedInput label="订阅地址" value={shownUrl} onChange={() => undefined} fullWidth htmlInput={{ readOnly: true, onFocus: (event) => event.target.select() }} />
                <Box>
                  <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void handleCopy(shownUrl)}>
                    复制地址
                  </Button>
                </Box>
              </>
            ) : (
              <Typography variant="body2">
                {feed.active && feed.createdAt ? `已于 ${formatChinaDateTime(feed.createdAt)} 生成订阅地址，正在使用中。` : '尚未生成订阅地址。'}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant={feed.active ? 'outlined' : 'contained'} loading={create.isPending} onClick={handleCreate}>
                {feed.active ? '重新生成地址' : '生成订阅地址'}
              </Button>
              {feed.active ? (
                <Button color="error" loading={revoke.isPending} onClick={handleRevoke}>
                  停用订阅地址
                </Button>
              ) : null}
            </Box>
          </Box>
        )}
      </AsyncContent>
    </Paper>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddComment from '@mui/icons-material/AddCommentOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { assistantConversationQueryOptions, useAssistantConversations, useDeleteAssistantConversation, usePortalClient } from '@smes/api';
import type { AssistantConversation } from '@smes/api';
import { AsyncContent, EmptyState, formatChinaDateTime } from '@smes/ui';

export type ConversationListProps = {
  currentId: string | null;
  onOpen: (conversation: AssistantConversation) => void;
  onNew: () => void;
};

/** The signed-in user's conversations (kept by the server), newest first: open one, delete one, start a new one. */
export function ConversationList({ currentId, onOpen, onNew }: ConversationListProps) {
  const conversations = useAssistantConversations();
  const remove = useDeleteAssistantConversation();
  const client = usePortalClient();
  const queryClient = useQueryClient();
  const [openError, setOpenError] = useState<string | null>(null);

  const handleOpen = (id: string) => {
    setOpenError(null);
    queryClient.fetchQuery(assistantConversationQueryOptions(client, id)).then(onOpen, (error: unknown) =>
      setOpenError(error instanceof Error ? error.message : '对话加载失败'),
    );
  };

  const handleDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        if (id === currentId) onNew();
      },
    });

  return (
    <Box>
      <Button fullWidth variant="outlined" startIcon={<AddComment />} onClick={onNew} sx={{ mb: 1 }}>
        新对话
      </Button>
      {openError ?? remove.error?.message ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mb: 1 }}>
          {openError ?? remove.error?.message}
        </Typography>
      ) : null}
      <AsyncContent
        isPending={conversations.isPending}
        error={conversations.error}
        data={conversations.data}
        onRetry={() => void conversations.refetch()}
        empty={<EmptyState title="还没有对话" description="提出的问题和回答会保存在这里。" />}
      >
        {(items) => (
          <List dense aria-label="我的对话" disablePadding>
            {items.map((item) => (
              <ListItem
                key={item.id}
                disablePadding
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={`删除对话 ${item.title}`} disabled={remove.isPending} onClick={() => handleDelete(item.id)}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton selected={item.id === currentId} aria-current={item.id === currentId ? 'true' : undefined} onClick={() => handleOpen(item.id)}>
                  <ListItemText
                    primary={item.title}
                    secondary={formatChinaDateTime(item.updatedAt)}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </AsyncContent>
    </Box>
  );
}

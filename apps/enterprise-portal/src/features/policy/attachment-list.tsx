import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import type { PolicyAttachment } from '@smes/api';
import { attachmentSummary } from './attachment-summary';

export type AttachmentListProps = {
  attachments: PolicyAttachment[];
  onDownload: (attachmentId: number) => void;
  /** The attachment being downloaded, if any. */
  pendingId?: number | null;
  /** What stands in the list's place when there are none, e.g. 本政策没有附件. */
  emptyText: string;
};

/**
 * Attachments with their type and size, so a user knows what arrives before downloading ("PDF · 72.3 KB"),
 * and a download button each; the file keeps its Chinese name (Content-Disposition).
 */
export function AttachmentList({ attachments, onDownload, pendingId = null, emptyText }: AttachmentListProps) {
  if (attachments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {attachments.map((attachment) => (
        <ListItem
          key={attachment.id}
          disableGutters
          sx={{ flexWrap: 'wrap', gap: 1 }}
          secondaryAction={
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              loading={pendingId === attachment.id}
              onClick={() => onDownload(attachment.id)}
              aria-label={`下载 ${attachment.name}（${attachmentSummary(attachment)}）`}
              className="print-hidden"
            >
              下载
            </Button>
          }
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <AttachFileIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={attachment.name}
            secondary={attachmentSummary(attachment)}
            slotProps={{ primary: { sx: { wordBreak: 'break-all', pr: 8 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

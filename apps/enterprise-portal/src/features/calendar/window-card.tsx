import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import type { CalendarWindow } from '@smes/api';
import { formatChinaDateTime, KeepAmounts, StatusChip } from '@smes/ui';
import { STATUS_LABELS, windowText } from '../../shared/display/declaration-display';
import { LEVEL_LABELS } from '../../shared/display/policy-level';
import { paths } from '../../app/paths';
import { WindowActions } from './window-actions';

const STATUS_TONE = { open: 'open', not_started: 'upcoming', closed: 'closed' } as const;

export type WindowCardProps = {
  window: CalendarWindow;
  now: Date;
  /** The heading level of the title inside its list. */
  headingComponent?: 'h3' | 'h4';
};

/** One declaration window: its notice and projects, the window, 为你推荐 and what can be done with it. */
export function WindowCard({ window, now, headingComponent = 'h3' }: WindowCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1, ...(window.recommended ? { borderColor: 'primary.main', borderLeftWidth: 4 } : {}) }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {window.recommended ? <Chip size="small" color="primary" icon={<ThumbUpAltOutlinedIcon />} label="为你推荐" /> : null}
        <StatusChip status={STATUS_TONE[window.status]} label={window.status === 'closed' ? STATUS_LABELS.closed : windowText(window, now)} />
        <Chip size="small" variant="outlined" label={LEVEL_LABELS[window.level]} />
        <Chip size="small" variant="outlined" label={window.category} />
      </Box>
      <Typography id={titleId} component={headingComponent} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={paths.declarationNotice.detail(window.noticeId)} underline="hover">
          {window.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {window.issuer}（{window.regionName}）· <KeepAmounts text={window.supportText} />
      </Typography>
      <Typography variant="body2">
        申报时间：{formatChinaDateTime(window.startTime)} 至 <strong>{formatChinaDateTime(window.endTime)}</strong> 截止
      </Typography>
      {window.projects.length > 0 ? (
        <Typography variant="body2" component="div">
          申报项目：
          {window.projects.map((project, index) => (
            <span key={project.id}>
              {index > 0 ? '、' : null}
              <Link component={RouterLink} to={paths.declarationProject.detail(project.id)}>
                {project.title}
              </Link>
            </span>
          ))}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <WindowActions window={window} />
      </Box>
    </Paper>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';

export type MoreActionsMenuListProps = {
  menuId: string;
  buttonId: string;
  /** The 更多操作 button while the menu is open; null when it is closed. */
  anchor: HTMLElement | null;
  /** Where 自评 goes; null where the project has no rule set to evaluate it with. */
  evaluationPath: string | null;
  onClose: () => void;
  onWrite: () => void;
  onDownload: () => void;
};

/** A project's 更多操作 on a phone: 自评, 撰写材料, 下载材料清单. */
export default function MoreActionsMenuList({ menuId, buttonId, anchor, evaluationPath, onClose, onWrite, onDownload }: MoreActionsMenuListProps) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {evaluationPath ? (
        <MenuItem component={RouterLink} to={evaluationPath} onClick={onClose}>
          <ListItemIcon>
            <FactCheckIcon fontSize="small" />
          </ListItemIcon>
          自评
        </MenuItem>
      ) : null}
      <MenuItem onClick={onWrite}>
        <ListItemIcon>
          <EditNoteIcon fontSize="small" />
        </ListItemIcon>
        撰写材料
      </MenuItem>
      <MenuItem onClick={onDownload}>
        <ListItemIcon>
          <DownloadIcon fontSize="small" />
        </ListItemIcon>
        下载材料清单
      </MenuItem>
    </Menu>
  );
}

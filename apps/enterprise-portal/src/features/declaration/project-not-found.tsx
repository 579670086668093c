import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { EmptyState } from '@smes/ui';
import { paths } from '../../app/paths';

/** An id that names no declaration project (malformed, or unknown to the server). */
export function ProjectNotFound() {
  return (
    <EmptyState
      title="申报项目不存在"
      description="该项目可能已下线，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.declarationProject.list} variant="outlined">
          返回申报项目列表
        </Button>
      }
    />
  );
}

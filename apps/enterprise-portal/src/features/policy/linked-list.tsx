import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { PolicyLink } from '@smes/api';

export type LinkedListProps = {
  items: PolicyLink[];
  pathOf: (id: number) => string;
  /** Shown when there is nothing to link to. */
  emptyText: string;
};

/** Related items (interpretations, notices, projects, policies) as links to their detail pages. */
export function LinkedList({ items, pathOf, emptyText }: LinkedListProps) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disableGutters>
          <Link component={RouterLink} to={pathOf(item.id)} underline="hover">
            {item.title}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}

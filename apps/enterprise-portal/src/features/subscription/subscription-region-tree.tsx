import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import type { RegionTreeNode } from '@smes/api';
import { CheckField, InputField } from '@smes/ui';
import { ancestorCodes, filterRegionTree, indexRegions, indexedRegionLabel } from '../../shared/region/region-tree';

export type SubscriptionRegionTreeProps = {
  /** Id of the heading that names the picker. */
  labelledBy: string;
  tree: readonly RegionTreeNode[];
  selected: readonly string[];
  onToggle: (code: string) => void;
};

type RegionRowProps = {
  node: RegionTreeNode;
  depth: number;
  /** While searching every branch that is shown is unfolded and the fold buttons are gone. */
  searching: boolean;
  expanded: ReadonlySet<string>;
  chosen: ReadonlySet<string>;
  onExpand: (code: string) => void;
  onToggle: (code: string) => void;
};

function RegionRow({ node, depth, searching, expanded, chosen, onExpand, onToggle }: RegionRowProps) {
  const hasChildren = node.children.length > 0;
  const open = hasChildren && (searching || expanded.has(node.code));
  const childListId = useId();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3, minHeight: 40 }}>
        {hasChildren && !searching ? (
          <IconButton
            size="small"
            aria-label={`${node.name}的下级地区`}
            aria-expanded={open}
            aria-controls={open ? childListId : undefined}
            onClick={() => onExpand(node.code)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box aria-hidden sx={{ width: 30, flexShrink: 0 }} />
        )}
        {/* Not FormControlLabel's −11 px: beside the fold button the box's 24 px target would overlap it (axe target-size). */}
        <CheckField checked={chosen.has(node.code)} onChange={() => onToggle(node.code)} label={node.name} sx={{ ml: 0, mr: 0, minWidth: 0 }} />
      </Box>
      {open && (
        <Box component="ul" id={childListId} sx={{ m: 0, p: 0 }}>
          {node.children.map((child) => (
            <RegionRow
              key={child.code}
              node={child}
              depth={depth + 1}
              searching={searching}
              expanded={expanded}
              chosen={chosen}
              onExpand={onExpand}
              onToggle={onToggle}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Regions as a tree (province → city → district) with a checkbox per node, a name search that unfolds
 * the matches, and the chosen regions as removable chips above. A node stands for its own code; the
 * server counts a chosen province or city as covering what lies within it, so children are not ticked.
 */
export function SubscriptionRegionTree({ labelledBy, tree, selected, onToggle }: SubscriptionRegionTreeProps) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(selected.flatMap((code) => ancestorCodes(code, tree))));
  const index = useMemo(() => indexRegions(tree), [tree]);
  const shown = useMemo(() => filterRegionTree(tree, keyword), [tree, keyword]);
  const chosen = new Set(selected);
  const searching = keyword.trim() !== '';
  const searchId = useId();

  const handleExpand = (code: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  };

  return (
    <Box role="group" aria-labelledby={labelledBy}>
      {selected.length > 0 && (
        <Box component="ul" aria-label="已选地区" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mb: 1.5, p: 0, listStyle: 'none' }}>
          {selected.map((code) => {
            const label = indexedRegionLabel(code, index);
            return (
              <li key={code}>
                <Chip
                  label={label}
                  aria-label={`取消订阅 ${label}`}
                  color="primary"
                  variant="outlined"
                  onClick={() => onToggle(code)}
                  onDelete={() => onToggle(code)}
                  sx={{ maxWidth: '100%' }}
                />
              </li>
            );
          })}
        </Box>
      )}
      <InputField
        id={searchId}
        label="搜索地区"
        placeholder="输入省、市或区县名称"
        size="small"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        htmlInput={{ maxLength: 20 }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
      />
      <Box
        sx={{
          maxHeight: 360,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          py: 0.5,
        }}
      >
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }} role="status">
            没有名称包含“{keyword.trim()}”的地区
          </Typography>
        ) : (
          <Box component="ul" aria-label="行政区划" sx={{ m: 0, p: 0 }}>
            {shown.map((node) => (
              <RegionRow
                key={node.code}
                node={node}
                depth={0}
                searching={searching}
                expanded={expanded}
                chosen={chosen}
                onExpand={handleExpand}
                onToggle={onToggle}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

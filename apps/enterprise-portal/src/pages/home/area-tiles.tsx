import { Link as RouterLink } from 'react-router-dom';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavItems } from '@smes/shell';
import { paths } from '../../app/paths';

/**
 * 服务入口: one tile per top-level area. The areas are the header's (useNavItems), so a new area added to the
 * navigation gets its tile without a second list; 首页 itself is left out.
 */
export function AreaTiles() {
  const areas = useNavItems().filter((item) => item.to !== paths.home);
  if (areas.length === 0) return null;
  return (
    <Box component="nav" aria-label="服务入口">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          // Two or four to a row on phones and tablets; on a wide screen two even rows, however many areas there are
          // (ten in one row left each tile too narrow for a four-character name).
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: `repeat(${Math.ceil(areas.length / 2)}, 1fr)` },
        }}
      >
        {areas.map((area) => (
          <li key={area.to}>
            <Paper
              component={RouterLink}
              to={area.to}
              variant="outlined"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                px: 2,
                py: 1.5,
                height: '100%',
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
                '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {area.label}
              </Typography>
              <ChevronRight aria-hidden fontSize="small" color="primary" />
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}

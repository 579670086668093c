import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import { loadThemeVariants } from '../theme/app-theme';
import { useCareMode } from '../theme/care-mode';

export const CARE_MODE_LABEL = '关怀模式';

/**
 * The header's 关怀模式 switch: a real switch (role=switch, aria-checked), so a screen reader announces
 * "关怀模式 开关 已开启/已关闭"; sighted users see the state in the toggle icon, not in colour alone. On
 * phones it reads 关怀 to leave the brand room; the name stays 关怀模式 (the visible word is part of it).
 * 关怀模式's theme is fetched when first drawn (ADR 129): the pointer over the switch or its focus asks for it, so a
 * press finds it here.
 */
export function CareModeSwitch() {
  const { careMode, setCareMode } = useCareMode();
  return (
    <Button
      color="inherit"
      role="switch"
      aria-checked={careMode}
      aria-label={CARE_MODE_LABEL}
      onClick={() => setCareMode(!careMode)}
      onPointerEnter={prepareCareTheme}
      onFocus={prepareCareTheme}
      startIcon={careMode ? <ToggleOn /> : <ToggleOff />}
      // On, it is filled (the header's colours swapped) and outlined off: the state shows at a glance, not only in
      // the small toggle icon, which looked the same either way at a distance.
      sx={(theme) => ({
        whiteSpace: 'nowrap',
        flexShrink: 0,
        px: { xs: 1, sm: 1.5 },
        border: `1px solid ${alpha(theme.palette.header.text, careMode ? 1 : 0.5)}`,
        ...(careMode ? { bgcolor: 'header.text', color: 'header.top', '&:hover': { bgcolor: alpha(theme.palette.header.text, 0.85) } } : {}),
      })}
    >
      关怀
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        模式
      </Box>
    </Button>
  );
}

function prepareCareTheme() {
  loadThemeVariants().catch(() => undefined);
}

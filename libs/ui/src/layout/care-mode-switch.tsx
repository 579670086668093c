import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import { useCareMode } from '../theme/care-mode';

export const CARE_MODE_LABEL = '关怀模式';

/**
 * The header's 关怀模式 switch: a real switch (role=switch, aria-checked), so a screen reader announces
 * "关怀模式 开关 已开启/已关闭"; sighted users see the state in the toggle icon, not in colour alone. On
 * phones it reads 关怀 to leave the brand room; the name stays 关怀模式 (the visible word is part of it).
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
      startIcon={careMode ? <ToggleOn /> : <ToggleOff />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1, sm: 1.5 } }}
    >
      关怀
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        模式
      </Box>
    </Button>
  );
}

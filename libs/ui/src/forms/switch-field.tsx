import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { useCareMode } from '../theme/care-mode';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';
import type { CheckFieldProps } from './check-field';

export type SwitchFieldProps = Pick<CheckFieldProps, 'label' | 'checked' | 'onChange' | 'disabled' | 'name' | 'inputProps' | 'sx'>;

/**
 * An on/off switch with its label: the browser's checkbox with the role `switch`, laid transparent over a track and
 * a thumb drawn in MUI Switch's measures and colours (the track 34 × 14, the thumb 20 px, 58 px of room; 关怀模式
 * 44 px high), as SwitchBase lays its input over the icon — without the Switch and SwitchBase chunks (3.9 KiB gzip,
 * ADR 95). The space bar turns it, as a checkbox; the focus ring is the baseline's, on the thumb.
 */
export function SwitchField({ label, checked, onChange, disabled = false, name, inputProps, sx }: SwitchFieldProps) {
  const { careMode } = useCareMode();
  return (
    <Box
      component="label"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          verticalAlign: 'middle',
          ml: -1.375,
          mr: 2,
          cursor: disabled ? 'default' : 'pointer',
          typography: 'body1',
          color: disabled ? 'text.disabled' : 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ position: 'relative', flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 58, height: careMode ? CARE_TOUCH_TARGET_PX : 38 }}>
        <Box
          component="input"
          type="checkbox"
          role="switch"
          {...inputProps}
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked, event)}
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            m: 0,
            width: '100%',
            height: '100%',
            opacity: 0,
            cursor: 'inherit',
            // The baseline's ring belongs on what is seen: the thumb draws it for the transparent input.
            '&:focus-visible': { outline: 'none' },
            '&:focus-visible ~ .switch-thumb': { outline: `${careMode ? 3 : 2}px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
            '&:checked ~ .switch-track': { bgcolor: 'primary.main', opacity: 0.5 },
            '&:checked ~ .switch-thumb': { transform: 'translateX(20px)', bgcolor: 'primary.main' },
            '&:disabled ~ .switch-track': { opacity: theme.palette.mode === 'light' ? 0.12 : 0.2 },
            '&:disabled ~ .switch-thumb': { bgcolor: theme.palette.mode === 'light' ? 'grey.100' : 'grey.600', boxShadow: 'none' },
          })}
        />
        <Box
          component="span"
          aria-hidden
          className="switch-track"
          sx={(theme) => ({
            width: 34,
            height: 14,
            borderRadius: 7,
            bgcolor: theme.palette.mode === 'light' ? 'common.black' : 'common.white',
            opacity: 0.38,
            transition: theme.transitions.create(['opacity', 'background-color'], { duration: theme.transitions.duration.shortest }),
          })}
        />
        <Box
          component="span"
          aria-hidden
          className="switch-thumb"
          sx={(theme) => ({
            position: 'absolute',
            top: '50%',
            left: 9,
            mt: '-10px',
            width: 20,
            height: 20,
            borderRadius: '50%',
            bgcolor: theme.palette.mode === 'light' ? 'common.white' : 'grey.300',
            boxShadow: theme.shadows[1],
            transition: theme.transitions.create(['transform', 'background-color'], { duration: theme.transitions.duration.shortest }),
          })}
        />
      </Box>
      <span>{label}</span>
    </Box>
  );
}

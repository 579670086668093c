import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCareMode } from '../theme/care-mode';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';

export type PlainTabOption<TValue extends string> = { value: TValue; label: string };

export type PlainTabsProps<TValue extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  value: TValue;
  options: readonly PlainTabOption<TValue>[];
  onChange: (value: TValue) => void;
  sx?: SxProps<Theme>;
};

/**
 * A few fixed tabs (no scrolling) drawn as MUI's standard Tabs draw them — 48 px tabs (44 in 关怀模式, as the theme's
 * MuiTab override), the button type, text.secondary and primary.main when chosen, a 2 px indicator under the chosen
 * one — without fetching Tabs, Tab and the roving-tab-index hook (about 7 KiB; ADR 98). Keyboard as MUI's: the
 * chosen tab is the one in the tab order, ←/→ (wrapping), Home and End move the focus, Enter or Space chooses.
 * The indicator does not slide between tabs. Lists that scroll stay on MUI's Tabs (FilterTabs).
 */
export function PlainTabs<TValue extends string>({ label, value, options, onChange, sx }: PlainTabsProps<TValue>) {
  const { careMode } = useCareMode();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = options.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <Box role="tablist" aria-label={label} sx={[{ display: 'flex', overflow: 'hidden', minHeight: careMode ? CARE_TOUCH_TARGET_PX : 48 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <ButtonBase
            key={option.value}
            focusRipple
            ref={(node: HTMLButtonElement | null) => {
              tabs.current[index] = node;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(option.value);
            }}
            onKeyDown={(event) => handleKeyDown(event, index)}
            sx={(theme) => ({
              ...theme.typography.button,
              maxWidth: 360,
              minWidth: 90,
              minHeight: careMode ? CARE_TOUCH_TARGET_PX : 48,
              flexShrink: 0,
              position: 'relative',
              overflow: 'hidden',
              whiteSpace: 'normal',
              textAlign: 'center',
              lineHeight: 1.25,
              padding: '12px 16px',
              color: 'text.secondary',
              '&[aria-selected="true"]': { color: 'primary.main' },
              '&[aria-selected="true"]::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, bgcolor: 'primary.main' },
            })}
          >
            {option.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';

/*
 * Where a process stands, read-only: an ordered list of steps in MUI Stepper's look (StepIcon's numbered circle, a tick
 * once done, a warning on a step that failed; StepConnector's lines; StepLabel's type), the active step marked with
 * aria-current="step". MUI's Stepper brings its connector, step button and the roving tab index (5.7 KiB gzip) for
 * steps that are never clicked on these screens; this draws the same picture from Box (ADR 93).
 */

export type StepListStep = {
  key: string;
  label: ReactNode;
  /** The process stopped here (审核未通过, 未通过): the step is drawn as an error. */
  error?: boolean;
};

export type StepListProps = {
  steps: readonly StepListStep[];
  /** Index of the step in progress; the steps before it are done. `steps.length` when every step is done. */
  activeStep: number;
  orientation?: 'horizontal' | 'vertical';
  /** Horizontal only: each label under its circle (Stepper's `alternativeLabel`). */
  alternativeLabel?: boolean;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
};

type StepState = 'done' | 'active' | 'todo' | 'error';

const ICON_SX = { flex: 'none', display: 'block', width: (theme: Theme) => theme.spacing(3), height: (theme: Theme) => theme.spacing(3) } as const;

/** StepIcon: a filled circle with the step's number; a tick once done; a warning where it stopped. */
function StepIcon({ state, number }: { state: StepState; number: number }) {
  // StepIcon's own paths (CheckCircle, Warning) on SvgIcon: the icon modules would be a chunk of their own beside the
  // screens that import them too.
  if (state === 'done')
    return (
      <SvgIcon aria-hidden sx={{ ...ICON_SX, color: 'primary.main' }}>
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
      </SvgIcon>
    );
  if (state === 'error')
    return (
      <SvgIcon aria-hidden sx={{ ...ICON_SX, color: 'error.main' }}>
        <path d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />
      </SvgIcon>
    );
  return (
    <Box
      aria-hidden
      sx={{
        ...ICON_SX,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: '50%',
        bgcolor: state === 'active' ? 'primary.main' : 'text.disabled',
        color: 'primary.contrastText',
        typography: 'caption',
        lineHeight: 1,
      }}
    >
      {number}
    </Box>
  );
}

function labelSx(state: StepState) {
  return {
    typography: 'body2',
    color: state === 'error' ? 'error.main' : state === 'todo' ? 'text.secondary' : 'text.primary',
    fontWeight: state === 'active' || state === 'done' ? 500 : undefined,
  } as const;
}

/** The icon beside its label, as a vertical or a plain horizontal step draws them. */
function StepHead({ state, number, label, sx }: { state: StepState; number: number; label: ReactNode; sx: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <StepIcon state={state} number={number} />
      <Box component="span" sx={labelSx(state)}>
        {label}
      </Box>
    </Box>
  );
}

/** StepConnector's line, in the divider's colour. */
const LINE = (theme: Theme) => `1px solid ${theme.palette.divider}`;

export function StepList({ steps, activeStep, orientation = 'horizontal', alternativeLabel = false, 'aria-label': ariaLabel, sx }: StepListProps) {
  const stateOf = (index: number, step: StepListStep): StepState =>
    step.error ? 'error' : index < activeStep ? 'done' : index === activeStep ? 'active' : 'todo';
  const vertical = orientation === 'vertical';
  return (
    <Box
      component="ol"
      aria-label={ariaLabel}
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: vertical ? 'column' : 'row', alignItems: alternativeLabel && !vertical ? 'flex-start' : vertical ? 'stretch' : 'center' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {steps.map((step, index) => {
        const state = stateOf(index, step);
        const current = index === activeStep ? ('step' as const) : undefined;
        if (vertical) {
          return (
            <Box component="li" key={step.key} aria-current={current}>
              {index > 0 ? <Box aria-hidden sx={{ ml: 1.5, minHeight: (theme) => theme.spacing(3), borderLeft: LINE }} /> : null}
              <StepHead state={state} number={index + 1} label={step.label} sx={{ py: 1 }} />
            </Box>
          );
        }
        if (alternativeLabel) {
          return (
            <Box component="li" key={step.key} aria-current={current} sx={{ position: 'relative', flex: 1, px: 1, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              {index > 0 ? (
                <Box
                  aria-hidden
                  sx={{ position: 'absolute', top: (theme) => theme.spacing(1.5), left: 'calc(-50% + 20px)', right: 'calc(50% + 20px)', borderTop: LINE }}
                />
              ) : null}
              <StepIcon state={state} number={index + 1} />
              <Box component="span" sx={{ ...labelSx(state), mt: 2, textAlign: 'center' }}>
                {step.label}
              </Box>
            </Box>
          );
        }
        return (
          <Box component="li" key={step.key} aria-current={current} sx={{ display: 'flex', alignItems: 'center', flex: index > 0 ? '1 1 auto' : 'none' }}>
            {index > 0 ? <Box aria-hidden sx={{ flex: '1 1 auto', minWidth: (theme) => theme.spacing(1), borderTop: LINE }} /> : null}
            <StepHead state={state} number={index + 1} label={step.label} sx={{ px: 1 }} />
          </Box>
        );
      })}
    </Box>
  );
}

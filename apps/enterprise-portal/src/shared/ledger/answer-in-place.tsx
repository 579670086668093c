import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InlineLedgerAnswerProps } from './inline-ledger-answer';

const InlineLedgerAnswer = lazy(() => import('./inline-ledger-answer').then((module) => ({ default: module.InlineLedgerAnswer })));

/** Once the form has loaded, the keyboard lands in its first field (the button that opened it is gone). */
function FirstFieldFocused({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return <Box ref={ref}>{children}</Box>;
}

/**
 * A 待核验 row's question behind one button: the form, with the ledger's field rules, loads when the owner chooses to
 * answer, so a report with many open questions stays a report and its page does not carry every form's code.
 */
export function AnswerInPlace(props: InlineLedgerAnswerProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="small" variant="outlined" sx={{ mt: 1 }} aria-label={`在此回答：${props.label}`} onClick={() => setOpen(true)}>
        在此回答
      </Button>
    );
  }
  return (
    <Suspense fallback={<Typography variant="caption" role="status">正在打开问题…</Typography>}>
      <FirstFieldFocused>
        <InlineLedgerAnswer {...props} />
      </FirstFieldFocused>
    </Suspense>
  );
}

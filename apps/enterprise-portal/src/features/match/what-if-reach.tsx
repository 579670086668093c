import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MatchReportPayload } from '@smes/api';
import { SectionCard } from '@smes/ui';
import { afterNextPaint } from '../../shared/timing/after-next-paint';
import type { MatchSummary } from './report-model';

export type WhatIfSectionProps = {
  payload: MatchReportPayload;
  /** The saved report's figures, the what-if's starting point. */
  saved: MatchSummary;
  /** The re-scored report while a usable figure is changed, null otherwise (and when the section goes). */
  onSimulated: (simulated: MatchSummary | null) => void;
  /** Called once the edits are saved to the ledger. */
  onSaved: () => void;
  /** Set when the person was on the placeholder's button: the section takes the focus to its first field. */
  takeFocus?: boolean;
};

type WhatIfSection = ComponentType<WhatIfSectionProps>;
/** The what-if once loaded: a report opened later (another id, 重新生成) starts with it. */
let loadedSection: WhatIfSection | undefined;
let loading: Promise<WhatIfSection> | undefined;

/** Loads the what-if (the eligibility engine, the ledger's field table and inputs) once; a failed load is tried again on the next reach. */
export function loadWhatIfSection(): Promise<WhatIfSection> {
  loading ??= import('./what-if-section').then(
    (module) => (loadedSection = module.WhatIfSection),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * 模拟测算, loaded when it is reached for. The report's first view shows the server's verdicts and needs neither the
 * eligibility engine nor the ledger's inputs, so a visit fetches them only when the pointer reaches this card, it takes
 * the focus, or its button is pressed (ADR 91). Until then the card says what the what-if does and offers 开始模拟测算;
 * when the section arrives it takes the card's place, and if the person was on the button (pressed or focused), the
 * focus goes on to the section (its first field once the data is in), so a keyboard user is not dropped on the page.
 * A tap reaches the card, focuses and presses the button in one gesture, whose click the load would hold up (the
 * import's setup, the chunk's evaluation, the section's first render): a touch starts it only with the click, after
 * that click's paint, and the section is drawn in a transition (interaction to next paint, ADR 104). A mouse's hover
 * and a keyboard's focus come well before a press and start it at once.
 */
export function WhatIfReach(props: WhatIfSectionProps) {
  const [Section, setSection] = useState<WhatIfSection | undefined>(() => loadedSection);
  const [takeFocus, setTakeFocus] = useState(false);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const scheduled = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => scheduled.current?.(), []);

  const startLoad = () => {
    scheduled.current = undefined;
    loadWhatIfSection().then(
      (loaded) => {
        const element = root.current;
        const focus = pressed.current || Boolean(element && element.contains(document.activeElement));
        startTransition(() => {
          setTakeFocus(focus);
          setSection(() => loaded);
        });
      },
      () => {
        if (pressed.current) setFailed(true);
      },
    );
  };
  const load = () => {
    if (Section || scheduled.current) return;
    scheduled.current = afterNextPaint(startLoad);
  };
  // Set from a press's pointerdown to its click: the focus a tap or a click gives the button is not a keyboard's reach.
  const pressing = useRef(false);

  if (Section) return <Section {...props} takeFocus={takeFocus} />;
  return (
    <Box
      ref={root}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') load();
      }}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onFocus={() => {
        if (!pressing.current) load();
      }}
      onBlur={() => {
        pressing.current = false;
      }}
    >
      <SectionCard title="模拟测算">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          改动营业收入、研发费用等数据，上方的匹配结果会在浏览器中重新测算（不提交、不保存）；满意后可保存到企业档案。
        </Typography>
        {failed ? (
          <Typography variant="body2" color="error" role="alert" sx={{ mb: 1 }}>
            模拟测算加载失败，请检查网络后重试。
          </Typography>
        ) : null}
        <Button
          variant="outlined"
          onClick={() => {
            pressing.current = false;
            pressed.current = true;
            setFailed(false);
            load();
          }}
        >
          开始模拟测算
        </Button>
      </SectionCard>
    </Box>
  );
}

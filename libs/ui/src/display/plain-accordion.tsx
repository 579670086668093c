import { useState, type ElementType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export type PlainAccordionProps = {
  /** The summary's id; the region is labelled by it. */
  id: string;
  /** The region's id (the summary's aria-controls). */
  detailsId: string;
  summary: ReactNode;
  /** Drawn only while open (MUI's `unmountOnExit`). */
  children: ReactNode;
  /** The heading element around the summary button (MUI's `slotProps.heading.component`). */
  headingComponent?: ElementType;
  /** Pointing at or focusing the summary, e.g. to start loading what opening it shows. */
  onSummaryPointerEnter?: () => void;
  onSummaryFocus?: () => void;
  /** Open or closed as the caller says (a form that opens a section to show a message); its own state otherwise. */
  expanded?: boolean;
  /** The summary was clicked: the row asks to open (`true`) or close. */
  onToggle?: (open: boolean) => void;
};

/**
 * One row of an outlined, gutterless MUI Accordion (`<Accordion disableGutters variant="outlined">` with
 * `unmountOnExit`) drawn with the same boxes — rounded only at the ends of a run of rows, the divider line between
 * closed rows, a 48 px summary with its content 12 px from the edges, the expand icon turning — and the same roles
 * (a heading holding a button with aria-expanded / aria-controls, a region labelled by it), without Accordion,
 * AccordionSummary, Collapse and Transition (about 4.6 KiB; ADR 98). The region opens at once, not by a height
 * animation.
 */
export function PlainAccordion({ id, detailsId, summary, children, headingComponent = 'h3', onSummaryPointerEnter, onSummaryFocus, expanded: given, onToggle }: PlainAccordionProps) {
  const [own, setOwn] = useState(false);
  const expanded = given ?? own;
  return (
    <Paper
      variant="outlined"
      className={expanded ? 'plain-accordion-expanded' : undefined}
      sx={(theme) => ({
        position: 'relative',
        overflowAnchor: 'none',
        borderRadius: 0,
        '&:first-of-type': { borderTopLeftRadius: theme.shape.borderRadius, borderTopRightRadius: theme.shape.borderRadius },
        '&:last-of-type': { borderBottomLeftRadius: theme.shape.borderRadius, borderBottomRightRadius: theme.shape.borderRadius },
        '&::before': {
          position: 'absolute',
          left: 0,
          top: -1,
          right: 0,
          height: 1,
          content: '""',
          opacity: 1,
          backgroundColor: theme.palette.divider,
          transition: theme.transitions.create(['opacity', 'background-color'], { duration: theme.transitions.duration.shortest }),
        },
        '&:first-of-type::before': { display: 'none' },
        '&.plain-accordion-expanded::before': { opacity: 0 },
        '&.plain-accordion-expanded + &::before': { display: 'none' },
      })}
    >
      <Box component={headingComponent} sx={{ all: 'unset' }}>
        {/* As AccordionSummary: no ripple, the focus shown by the background. */}
        <ButtonBase
          disableRipple
          focusRipple={false}
          id={id}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => {
            setOwn(!expanded);
            onToggle?.(!expanded);
          }}
          onPointerEnter={onSummaryPointerEnter}
          onFocus={onSummaryFocus}
          sx={(theme) => ({
            display: 'flex',
            width: '100%',
            minHeight: 48,
            px: 2,
            transition: theme.transitions.create(['min-height', 'background-color'], { duration: theme.transitions.duration.shortest }),
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          })}
        >
          <Box component="span" sx={{ display: 'flex', textAlign: 'start', flexGrow: 1, my: 1.5 }}>
            {summary}
          </Box>
          <Box
            component="span"
            sx={(theme) => ({
              display: 'flex',
              color: 'action.active',
              transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)',
              transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
            })}
          >
            <ExpandMoreIcon />
          </Box>
        </ButtonBase>
      </Box>
      {expanded ? (
        <Box role="region" id={detailsId} aria-labelledby={id} sx={{ px: 2, pt: 1, pb: 2 }}>
          {children}
        </Box>
      ) : null}
    </Paper>
  );
}

import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { createAppTheme } from './theme-variants';

/** WCAG 2.1 AA (1.4.3) for normal text: a button's 14 px label is not "large". */
const AA_TEXT = 4.5;

const TONES = ['primary', 'error', 'warning', 'info', 'success'] as const;

/**
 * Outlined and text buttons draw their label in `<tone>.main` on the surface they sit on (拒绝验收 / 申请修改 and 撤回申请
 * are outlined warning buttons), so every tone's main must read as text on both surfaces, in both modes.
 */
describe('tone colours as text', () => {
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = createAppTheme(mode);
    for (const tone of TONES) {
      for (const surface of ['default', 'paper'] as const) {
        it(`${mode}: ${tone}.main on background.${surface} meets AA`, () => {
          expect(contrastRatio(palette[tone].main, palette.background[surface])).toBeGreaterThanOrEqual(AA_TEXT);
        });
      }
    }
  }
});

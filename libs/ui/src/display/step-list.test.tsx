import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { StepList } from './step-list';

const STEPS = [
  { key: 'submitted', label: '已提交' },
  { key: 'accepted', label: '已受理' },
  { key: 'reviewing', label: '审核中' },
  { key: 'done', label: '已放款' },
];

describe('StepList', () => {
  for (const variant of [{ orientation: 'horizontal' as const }, { orientation: 'horizontal' as const, alternativeLabel: true }, { orientation: 'vertical' as const }]) {
    it(`is an ordered list of the steps in order, the active one the current step (${JSON.stringify(variant)})`, () => {
      renderWithTheme(<StepList steps={STEPS} activeStep={2} aria-label="申请进度" {...variant} />);
      const list = screen.getByRole('list', { name: '申请进度' });
      expect(list.tagName).toBe('OL');
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['已提交', '已受理', '3审核中', '4已放款']);
      expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    });
  }

  it('marks no step current once every step is done, and draws a stopped step in the error colour', () => {
    const { rerender } = renderWithTheme(<StepList steps={STEPS} activeStep={STEPS.length} aria-label="申请进度" />);
    const items = () => within(screen.getByRole('list', { name: '申请进度' })).getAllByRole('listitem');
    expect(items().every((item) => !item.hasAttribute('aria-current'))).toBe(true);
    // Done steps show a tick instead of their number.
    expect(items().map((item) => item.textContent)).toEqual(['已提交', '已受理', '审核中', '已放款']);

    rerender(<StepList steps={[STEPS[0]!, { key: 'rejected', label: '未通过', error: true }]} activeStep={2} aria-label="申请进度" />);
    const stopped = within(items()[1]!).getByText('未通过');
    const done = within(items()[0]!).getByText('已提交');
    expect(getComputedStyle(stopped).color).not.toBe(getComputedStyle(done).color);
  });
});

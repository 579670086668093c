import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMatchReportPayload } from '@smes/api/testing';
import { renderWithTheme } from '@smes/ui/testing';
import { fromSavedMatch } from './report-model';
import type { WhatIfSectionProps } from './what-if-reach';

// The what-if's chunk (engine, ledger inputs) is imported when the test says so, and counted: that nothing asks for it
// before the card is reached for, and what the card does meanwhile and at the hand-over, is the point. Each test
// starts from a fresh module graph and a fresh stand-in for the chunk, as a fresh visit does (a visit keeps the
// loaded section for its later reports).
const chunk = { imports: 0, arrive: () => undefined as void };
function standInChunk() {
  chunk.imports = 0;
  const arrived = new Promise<void>((resolve) => {
    chunk.arrive = resolve;
  });
  vi.doMock('./what-if-section', async () => {
    chunk.imports += 1;
    await arrived;
    return {
      WhatIfSection: ({ takeFocus }: WhatIfSectionProps) => (
        <section aria-label="模拟测算">
          <label>
            研发费用（上年度）
            <input ref={(element) => void (takeFocus && element?.focus())} />
          </label>
        </section>
      ),
    };
  });
}

async function renderReach() {
  vi.resetModules();
  standInChunk();
  const { WhatIfReach } = await import('./what-if-reach');
  const payload = buildMatchReportPayload();
  renderWithTheme(<WhatIfReach payload={payload} saved={fromSavedMatch(payload)} onSimulated={() => undefined} onSaved={() => undefined} />);
  return screen.getByRole('button', { name: '开始模拟测算' });
}

describe('WhatIfReach', () => {
  it('fetches nothing for the first view, loads when the pointer reaches the card and leaves the focus alone', async () => {
    const button = await renderReach();
    expect(screen.getByRole('region', { name: '模拟测算' })).toHaveTextContent('在浏览器中重新测算');
    expect(screen.queryByLabelText('研发费用（上年度）')).not.toBeInTheDocument();
    expect(chunk.imports).toBe(0);

    fireEvent.pointerEnter(button.closest('section')!.parentElement!, { pointerType: 'mouse' });
    await waitFor(() => expect(chunk.imports).toBe(1));
    // Until the chunk is in, the card stays as it was.
    expect(screen.getByRole('button', { name: '开始模拟测算' })).toBeInTheDocument();
    await act(async () => chunk.arrive());
    const field = await screen.findByLabelText('研发费用（上年度）');
    expect(screen.queryByRole('button', { name: '开始模拟测算' })).not.toBeInTheDocument();
    expect(field).not.toHaveFocus();
  });

  it('hands the focus on to the section when the button had it (reached with the keyboard)', async () => {
    await renderReach();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '开始模拟测算' })).toHaveFocus();
    await waitFor(() => expect(chunk.imports).toBe(1));
    await act(async () => chunk.arrive());
    expect(await screen.findByLabelText('研发费用（上年度）')).toHaveFocus();
  });

  it('starts the load on a tap only after its click is painted: nothing of it runs inside the tap', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const button = await renderReach();
      // A finger reaches, presses and focuses in one gesture: none of it starts the load.
      fireEvent.pointerEnter(button.closest('section')!.parentElement!, { pointerType: 'touch' });
      fireEvent.pointerDown(button, { pointerType: 'touch' });
      act(() => button.focus());
      expect(frames).toHaveLength(0);
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(chunk.imports).toBe(0);
      // The click's frame is painted: the load starts, once.
      act(() => frames.forEach((callback) => callback(performance.now())));
      await waitFor(() => expect(chunk.imports).toBe(1));
      await act(async () => chunk.arrive());
      expect(await screen.findByLabelText('研发费用（上年度）')).toHaveFocus();
      expect(frames).toHaveLength(1);
    } finally {
      frame.mockRestore();
    }
  });

  it('hands the focus on after a press, and loads once however often it is reached', async () => {
    const button = await renderReach();
    fireEvent.pointerEnter(button.closest('section')!.parentElement!, { pointerType: 'mouse' });
    await userEvent.click(button);
    await userEvent.click(button);
    await act(async () => chunk.arrive());
    expect(await screen.findByLabelText('研发费用（上年度）')).toHaveFocus();
    expect(chunk.imports).toBe(1);
  });
});

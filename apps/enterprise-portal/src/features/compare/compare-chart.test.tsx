import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption } from './chart-types';
import { CompareChart } from './compare-chart';

const runtime = vi.hoisted(() => ({
  createChart: vi.fn(),
  handle: { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() },
}));

vi.mock('./echarts-runtime', () => ({ createChart: runtime.createChart }));

class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect = vi.fn();
}

beforeEach(() => {
  FakeResizeObserver.instances = [];
  runtime.createChart.mockImplementation(() => runtime.handle);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  runtime.createChart.mockReset();
  runtime.handle.setOption.mockReset();
  runtime.handle.resize.mockReset();
  runtime.handle.dispose.mockReset();
});

const first: ChartOption = { series: [{ type: 'bar', data: [1, 2] }] };
const second: ChartOption = { series: [{ type: 'bar', data: [3, 4] }] };

describe('CompareChart', () => {
  it('loads echarts on demand into a labelled container, follows option changes and resizes with its box', async () => {
    const { rerender, unmount } = render(<CompareChart option={first} height={240} label="各地区现行政策总数" />);
    const container = screen.getByRole('img', { name: '各地区现行政策总数' });

    await waitFor(() => expect(runtime.createChart).toHaveBeenCalledWith(container));
    expect(runtime.handle.setOption).toHaveBeenLastCalledWith(first);

    rerender(<CompareChart option={second} height={240} label="各地区现行政策总数" />);
    expect(runtime.handle.setOption).toHaveBeenLastCalledWith(second);

    const observer = FakeResizeObserver.instances[0];
    expect(observer?.observed).toEqual([container]);
    observer?.callback();
    expect(runtime.handle.resize).toHaveBeenCalledTimes(1);

    unmount();
    expect(observer?.disconnect).toHaveBeenCalled();
    expect(runtime.handle.dispose).toHaveBeenCalledTimes(1);
  });

  it('says the table has the numbers when echarts cannot load', async () => {
    runtime.createChart.mockImplementation(() => {
      throw new Error('canvas unavailable');
    });
    render(<CompareChart option={first} height={240} label="图" />);
    expect(await screen.findByText('图表未能加载，下表列出了全部数据。')).toBeInTheDocument();
  });
});

import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ChartHandle, ChartOption } from './chart-types';

export type CompareChartProps = {
  option: ChartOption;
  /** Height in px; charts are as wide as their card and follow it when it resizes. */
  height: number;
  /** What the chart shows, read out in place of the drawing (the numbers are in the table beside it). */
  label: string;
};

type Runtime = { createChart: (element: HTMLElement) => ChartHandle };

let runtime: Promise<Runtime> | null = null;

/** One import shared by every chart on the screen; a failed load is forgotten so the next chart retries. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./echarts-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** An echarts chart, loaded on demand; if echarts cannot load, the table beside it still has the numbers. */
export function CompareChart({ option, height, label }: CompareChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartHandle | null>(null);
  const optionRef = useRef(option);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    let handle: ChartHandle | null = null;
    const resize = () => handle?.resize();

    const start = async () => {
      const { createChart } = await loadRuntime();
      const container = containerRef.current;
      if (cancelled || !container) return;
      handle = createChart(container);
      chartRef.current = handle;
      handle.setOption(optionRef.current);
      if (typeof ResizeObserver === 'undefined') {
        window.addEventListener('resize', resize);
      } else {
        observer = new ResizeObserver(resize);
        observer.observe(container);
      }
      setStatus('ready');
    };
    // A chunk that fails to load or a browser without canvas leaves the table as the only view.
    start().catch(() => {
      if (!cancelled) setStatus('failed');
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      handle?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    optionRef.current = option;
    chartRef.current?.setOption(option);
  }, [option]);

  if (status === 'failed') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        图表未能加载，下表列出了全部数据。
      </Alert>
    );
  }

  return (
    <Box sx={{ position: 'relative', width: '100%', height, mb: 2 }}>
      <Box ref={containerRef} role="img" aria-label={label} sx={{ width: '100%', height: '100%' }} />
      {status === 'loading' && (
        <Skeleton variant="rounded" aria-hidden sx={{ position: 'absolute', inset: 0, height: '100%' }} />
      )}
    </Box>
  );
}

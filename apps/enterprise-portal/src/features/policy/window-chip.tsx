import type { NoticeSummary } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { noticeWindowText, windowStatus, windowTone } from './notice-window';

export type WindowChipProps = {
  window: Pick<NoticeSummary, 'startTime' | 'endTime'>;
  now: Date;
};

/** 申报中·剩 N 天 / 未开始·… 开始 / 已截止 in the tone of its status. */
export function WindowChip({ window, now }: WindowChipProps) {
  return <StatusChip status={windowTone(windowStatus(window, now))} label={noticeWindowText(window, now)} />;
}

import type { Application, CalendarWindow, ServiceOrderSummary } from '@smes/api';
import type { LedgerFieldKey } from '@smes/eligibility';
import { deadlineText } from '@smes/eligibility';
import { daysLeft } from '../../shared/display/declaration-display';
import { ledgerFieldHref, ledgerFieldLabel } from '../../shared/ledger/ledger-form-fields';
import { paths } from '../../app/paths';

/** A followed window closing within this many days is worth a reminder on the home page. */
export const CLOSING_SOON_DAYS = 7;

export type NextStep = {
  /** Stable React key. */
  key: string;
  /** What to do, e.g. 确认验收「高企认定辅导」. */
  title: string;
  /** Why now. */
  reason: string;
  /** Where it is done. */
  to: string;
  /** Lower comes first: deadlines, then work others wait for, then the ledger. */
  rank: number;
};

export type NextStepSources = {
  now: Date;
  /** Ledger fields still empty, in form order (undefined while the ledger loads or failed). */
  missingLedgerFields?: readonly LedgerFieldKey[];
  applications?: readonly Application[];
  orders?: readonly ServiceOrderSummary[];
  follows?: readonly CalendarWindow[];
  unreadMessages?: number;
};

/** 还剩 4 天截止 / 明天 17:30 截止 / 今日 17:30 截止, in China time. */
function closingText(endTime: string, now: Date): string {
  const text = deadlineText(endTime, now);
  return text.startsWith('剩') ? `还${text}截止` : text;
}

/**
 * 接下来要做: derived only from the account's own data, each item linking where it is done. Nothing is
 * invented — a source that has not loaded (or failed) contributes nothing, and an empty list means
 * there is truly nothing pending.
 */
export function nextSteps({ now, missingLedgerFields, applications = [], orders = [], follows = [], unreadMessages = 0 }: NextStepSources): NextStep[] {
  const steps: NextStep[] = [];

  for (const window of follows) {
    if (window.status !== 'open') continue;
    const days = daysLeft(window.endTime, now);
    if (days > CLOSING_SOON_DAYS) continue;
    const following = applications.find((application) => window.projects.some((project) => project.id === application.projectId));
    const submitted = following !== undefined && following.status !== 'draft' && following.status !== 'returned';
    if (submitted) continue;
    steps.push({
      key: `window-${window.noticeId}`,
      title: `「${window.title}」${closingText(window.endTime, now)}`,
      reason: '您关注的申报窗口即将关闭，尚未提交申报',
      to: paths.declarationNotice.detail(window.noticeId),
      rank: days,
    });
  }

  for (const application of applications) {
    if (application.status === 'returned') {
      steps.push({
        key: `application-${application.id}`,
        title: `补正「${application.projectName}」的申报材料`,
        reason: '申报已被退回补正，修改后可再次提交',
        to: paths.projectApplication(application.projectId, application.id),
        rank: 10,
      });
    } else if (application.status === 'draft') {
      steps.push({
        key: `application-${application.id}`,
        title: `继续填写「${application.projectName}」`,
        reason: `材料已完成 ${application.progress}%，尚未提交`,
        to: paths.projectApplication(application.projectId, application.id),
        rank: 30,
      });
    }
  }

  for (const order of orders) {
    if (order.status === 'delivered' && order.allowedActions.includes('confirm')) {
      steps.push({
        key: `order-${order.id}`,
        title: `验收「${order.productName}」`,
        reason: `${order.institutionName}已交付，等待您确认验收`,
        to: paths.personalCenter.myOrder.detail(order.id),
        rank: 20,
      });
    } else if (order.status === 'completed' && !order.reviewed) {
      steps.push({
        key: `order-${order.id}`,
        title: `评价「${order.productName}」`,
        reason: '服务已完成，您的评价会帮助其他企业选择机构',
        to: paths.personalCenter.myOrder.detail(order.id),
        rank: 50,
      });
    }
  }

  if (unreadMessages > 0) {
    steps.push({
      key: 'messages',
      title: `查看 ${unreadMessages} 条未读消息`,
      reason: '申报进度、订单动态和政策推送都在消息中心',
      to: paths.personalCenter.messageCenter,
      rank: 40,
    });
  }

  if (missingLedgerFields && missingLedgerFields.length > 0) {
    const [first] = missingLedgerFields;
    const named = missingLedgerFields.slice(0, 3).map(ledgerFieldLabel).join('、');
    steps.push({
      key: 'ledger',
      title: `完善企业信息：还缺 ${missingLedgerFields.length} 项`,
      reason: `${named}${missingLedgerFields.length > 3 ? '等' : ''}未填写，政策匹配会把依赖它们的条件判为“待确认”`,
      to: first ? ledgerFieldHref(first) : paths.personalCenter.enterpriseInformation,
      rank: 60,
    });
  }

  return steps.sort((a, b) => a.rank - b.rank);
}

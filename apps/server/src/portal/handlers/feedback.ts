import { isDictValue, listDictData } from '../../domain/dicts';
import { insertFeedback } from '../../domain/records';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { findSession } from '../session';
import type { Handler, PortalDeps } from './types';

type FeedbackBody = { feedbackType: string; content: string; contact?: string; pageUrl?: string };

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTENT_MIN = 5;
export const CONTENT_MAX = 500;

/** Empty optional form fields arrive as "" from form posts; they mean "not given". */
function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function feedbackHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    submitFeedback: async (request) => {
      const body = request.body as FeedbackBody;
      const content = body.content.trim();
      if (content.length < CONTENT_MIN || content.length > CONTENT_MAX) {
        throw new HttpError(400, `参数 content 不合法：长度须为 ${CONTENT_MIN}-${CONTENT_MAX} 个字符（不含首尾空白）`);
      }
      if (!await isDictValue(db, 'feedback_type', body.feedbackType)) {
        const values = (await listDictData(db, 'feedback_type')).map((item) => item.dictValue);
        throw new HttpError(400, `参数 feedbackType 不合法：须为以下取值之一：${values.join('、')}`);
      }
      const contact = optional(body.contact);
      if (contact !== null && !MOBILE.test(contact) && !EMAIL.test(contact)) {
        throw new HttpError(400, '参数 contact 不合法：须为手机号或邮箱');
      }
      const id = await insertFeedback(
              db,
              {
                userId: findSession(request)?.user.id ?? null,
                feedbackType: body.feedbackType,
                content,
                contact,
                pageUrl: optional(body.pageUrl),
              },
              now(),
            );
      return ok({ id }, '感谢您的反馈');
    },
  };
}

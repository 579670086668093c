import { describe, expect, it } from 'vitest';
import { bookTitle, nestedTitle } from './book-title';

describe('bookTitle (GB/T 15834 书名号)', () => {
  it('quotes a plain title as it is', () => {
    expect(bookTitle('杭州市专利资助与奖励办法')).toBe('《杭州市专利资助与奖励办法》');
  });

  it('turns a title’s own 《》 into 〈〉 inside the outer marks, never 《…《…》…》', () => {
    const title = '浙江省科学技术厅关于印发《浙江省科技型中小企业评价工作指引》的通知';
    expect(bookTitle(title)).toBe('《浙江省科学技术厅关于印发〈浙江省科技型中小企业评价工作指引〉的通知》');
    expect(`关于组织开展2026年度${bookTitle(title)}政策兑现申报工作的通知`).not.toMatch(/《[^》]*《/);
  });

  it('alternates again one level further down', () => {
    expect(nestedTitle('关于〈甲〉和《乙》')).toBe('关于《甲》和〈乙〉');
  });
});

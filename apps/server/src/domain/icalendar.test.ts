import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar, utcStamp } from './icalendar';
import { parseCalendar } from '../testing/icalendar-reader';

const NOW = new Date('2026-11-24T04:35:07.123Z');
const EVENT = {
  uid: 'notice-7@calendar.smes-portal',
  date: '2026-11-30',
  summary: '申报截止：关于组织开展2026年度专精特新中小企业认定工作的通知',
  description: '发布部门：浙江省经济和信息化厅\n支持：最高 50 万元；含配套, 另见\\附件',
  url: 'http://127.0.0.1:4200/findpolicy/DeclarationNotice/detail/7',
};

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a Chinese character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'申报'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const [index, physical] of folded.entries()) {
      expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(physical.startsWith(' ')).toBe(true);
      // A split UTF-8 sequence would decode to U+FFFD.
      expect(Buffer.from(physical, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(folded.map((physical, index) => (index === 0 ? physical : physical.slice(1))).join('')).toBe(line);
  });

  it('leaves a line of exactly 75 octets whole', () => {
    const line = `X:${'a'.repeat(73)}`;
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}b`)).toBe(`${line}\r\n b`);
  });

  it('writes UTC stamps without separators or milliseconds', () => {
    expect(utcStamp(NOW)).toBe('20261124T043507Z');
  });

  it('renders an all-day event with CRLF line ends that reads back to the same values', () => {
    const text = renderCalendar({ product: '申报日历', name: '申报日历，测试', events: [EVENT] }, NOW);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = parseCalendar(text);
    expect(calendar.properties['VERSION']).toBe('2.0');
    expect(calendar.properties['PRODID']).toBe('-//中小企业服务门户//申报日历//ZH');
    expect(calendar.properties['X-WR-CALNAME']).toBe('申报日历，测试');
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    expect(event).toMatchObject({
      UID: EVENT.uid,
      DTSTAMP: '20261124T043507Z',
      'DTSTART;VALUE=DATE': '20261130',
      'DTEND;VALUE=DATE': '20261201',
      SUMMARY: EVENT.summary,
      DESCRIPTION: EVENT.description,
      URL: EVENT.url,
    });
  });

  it('ends an event on the first of the next month and year when it falls on the last day', () => {
    const text = renderCalendar({ product: '申报日历', name: 'x', events: [{ ...EVENT, date: '2026-12-31' }] }, NOW);
    expect(parseCalendar(text).events[0]?.['DTEND;VALUE=DATE']).toBe('20270101');
  });

  it('writes a timed event (an activity) in UTC with its escaped location, and parses back to the same values', () => {
    const activity = {
      uid: 'activity-12@activity.smes-portal',
      start: '2026-12-06T06:00:00.000Z',
      end: '2026-12-06T08:30:00.000Z',
      summary: '政策宣讲会：杭州市2026年度高新技术企业认定政策宣讲会；研发费用, 知识产权与高新收入口径专场',
      description: '主办单位：杭州市科学技术局\n地点：杭州市民中心',
      location: '杭州市 杭州市民中心 J 楼 3 楼报告厅, 东侧入口; 凭短信签到',
      url: 'http://127.0.0.1:4200/activity/details/12',
    };
    const text = renderCalendar({ product: '活动报名', name: '我的活动', events: [activity] }, NOW);
    // An activity's file names the product that wrote it, not 申报日历.
    expect(parseCalendar(text).properties['PRODID']).toBe('-//中小企业服务门户//活动报名//ZH');
    expect(text).toContain('\r\nDTSTART:20261206T060000Z\r\n');
    expect(text.replace(/\r\n /g, '')).toContain('LOCATION:杭州市 杭州市民中心 J 楼 3 楼报告厅\\, 东侧入口\\; 凭短信签到');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parseCalendar(text).events[0]).toMatchObject({
      UID: activity.uid,
      DTSTART: '20261206T060000Z',
      DTEND: '20261206T083000Z',
      SUMMARY: activity.summary,
      DESCRIPTION: activity.description,
      LOCATION: activity.location,
      TRANSP: 'OPAQUE',
    });
  });
});

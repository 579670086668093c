import { DAY_MS, addMs } from '../clock';
import { insertAnnouncement } from '../domain/announcements';
import type { AnnouncementEntry, NewAnnouncement } from '../domain/announcements';
import type { NewAttachment } from '../domain/attachments';
import type { NoticeService } from '../domain/notices';
import { toCsv } from '../shared/csv';
import { enterpriseName } from './enterprises';
import type { SeedModule } from './seed-module';
import { isoDate } from './policies';
import type { Rng } from './prng';
import { bookTitle } from '@smes/eligibility';

export const OBJECTION_DAYS = 7;
const DECLARATION_GUIDES = 24;

type NoticeRow = {
  id: number;
  title: string;
  issuer: string;
  region_name: string;
  level: string;
  support_amount: number | null;
  start_time: string;
  end_time: string;
  publish_date: string;
  service: string;
};

/** 关于组织开展2026年杭州市…奖励资金申报工作的通知 → 2026年杭州市…奖励资金. */
export function noticeSubject(title: string): string {
  return title
    .replace(/^关于(组织开展|开展|做好)/, '')
    .replace(/(工作)?的通知$/, '')
    .replace(/申报$/, '');
}

function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

const ZHEJIANG_CITIES = ['杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '台州市'];

function entries(rng: Rng, notice: NoticeRow, verb: '拟支持' | '下达资金' | '拟认定'): AnnouncementEntry[] {
  const count = rng.int(5, 16);
  const list: AnnouncementEntry[] = [];
  const names = new Set<string>();
  while (list.length < count) {
    const place = notice.level === 'national' || notice.level === 'provincial' ? rng.pick(ZHEJIANG_CITIES) : notice.region_name;
    const name = enterpriseName(rng, place);
    if (names.has(name)) continue;
    names.add(name);
    const amount = notice.support_amount;
    const detail =
      verb === '拟认定' || amount === null
        ? `${place} · 拟认定`
        : `${place} · ${verb} ${Math.max(1, Math.round((amount * rng.int(30, 100)) / 100))} 万元`;
    list.push({ name, detail });
  }
  return list;
}

function listAttachment(list: AnnouncementEntry[], label: string): NewAttachment {
  return {
    name: `附件-${label}.csv`,
    contentType: 'text/csv',
    body: toCsv([['序号', '企业名称', '说明'], ...list.map((entry, index) => [String(index + 1), entry.name, entry.detail])]),
  };
}

function resultAnnouncement(rng: Rng, notice: NoticeRow, kind: 'review' | 'fund', publish: Date): NewAnnouncement {
  const subject = noticeSubject(notice.title);
  const qualification = notice.support_amount === null;
  const service = JSON.parse(notice.service) as NoticeService;
  const publishDate = isoDate(publish);
  const deadline = isoDate(addMs(publish, OBJECTION_DAYS * DAY_MS));
  const verb = kind === 'fund' ? '下达资金' : qualification ? '拟认定' : '拟支持';
  const list = entries(rng, notice, verb);
  const label = kind === 'fund' ? '资金安排表' : qualification ? '拟认定企业名单' : '拟支持企业名单';
  const title =
    kind === 'fund'
      ? `关于下达${subject.replace(/资金$/, '')}资金的公示`
      : `关于${subject}${qualification ? '拟认定' : '拟支持'}名单的公示`;
  const lead =
    kind === 'fund'
      ? `根据评审结果，现将${subject.replace(/资金$/, '')}资金安排情况予以公示，共涉及 ${list.length} 家企业。`
      : `根据${bookTitle(notice.title)}要求，经企业申报、属地推荐、专家评审，拟对以下 ${list.length} 家企业${qualification ? '予以认定' : '给予支持'}，现予以公示。`;
  return {
    title,
    category: kind,
    issuer: notice.issuer,
    publishDate,
    viewCount: rng.int(60, 5000),
    content: [
      lead,
      `公示期为${chineseDate(publishDate)}至${chineseDate(deadline)}。公示期间，如对名单有异议，请以书面形式向${notice.issuer}反映，单位须加盖公章，个人须署真实姓名并提供联系方式。`,
      `联系人：${service.contact}，联系电话：${service.phone}。`,
    ],
    objectionDeadline: deadline,
    relatedNoticeId: notice.id,
    entries: list,
    attachments: rng.chance(0.55) ? [listAttachment(list, label)] : [],
  };
}

function guideAnnouncement(rng: Rng, notice: NoticeRow): NewAnnouncement {
  const subject = noticeSubject(notice.title);
  const service = JSON.parse(notice.service) as NoticeService;
  const start = chineseDate(isoDate(addMs(new Date(notice.start_time), 8 * 3600 * 1000)));
  const end = chineseDate(isoDate(addMs(new Date(notice.end_time), 8 * 3600 * 1000)));
  const content = [
    `为做好${subject}工作，现将申报指南予以公布，请符合条件的单位按要求申报。`,
    `申报时间：${start}至${end}，逾期不予受理。`,
    '申报方式：登录政务服务网在线填报，上传申报材料并提交，由属地主管部门审核推荐。',
    `咨询电话：${service.phone}（${service.contact}）。`,
  ];
  return {
    title: `关于发布${subject}申报指南的公告`,
    category: 'declaration',
    issuer: notice.issuer,
    publishDate: notice.publish_date,
    viewCount: rng.int(100, 8000),
    content,
    objectionDeadline: null,
    relatedNoticeId: notice.id,
    entries: [],
    attachments: rng.chance(0.5)
      ? [
          {
            name: '附件-申报指南.pdf',
            contentType: 'application/pdf',
            document: { title: `${subject}申报指南`, subtitle: null, issuer: notice.issuer, date: notice.publish_date, paragraphs: content },
          },
        ]
      : [],
  };
}

export const announcementsSeed: SeedModule = {
  name: 'announcements',
  async run({ db, rng, now }) {
    const notices = (await db.all('SELECT * FROM notices ORDER BY id')) as NoticeRow[];
    const at = now.toISOString();
    const drafts: NewAnnouncement[] = [];
    for (const notice of notices.filter((item) => item.end_time < at)) {
      const review = addMs(new Date(notice.end_time), rng.int(15, 60) * DAY_MS);
      if (review >= now) continue;
      drafts.push(resultAnnouncement(rng, notice, 'review', review));
      const fund = addMs(review, rng.int(20, 45) * DAY_MS);
      if (notice.support_amount !== null && fund < now && rng.chance(0.6)) drafts.push(resultAnnouncement(rng, notice, 'fund', fund));
    }
    const live = rng.shuffle(notices.filter((item) => item.end_time >= at)).slice(0, DECLARATION_GUIDES);
    for (const notice of live) drafts.push(guideAnnouncement(rng, notice));
    drafts.sort((a, b) => a.publishDate.localeCompare(b.publishDate));
    for (const draft of drafts) await insertAnnouncement(db, draft);
  },
};

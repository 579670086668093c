import { DAY_MS, addMs } from '../clock';
import { insertInterpretation } from '../domain/interpretations';
import type { NewInterpretation } from '../domain/interpretations';
import type { PolicyRow } from '../domain/policies';
import { areaCodeFor } from './area-codes';
import type { SeedModule } from './seed-module';
import { landline } from './people';
import { isoDate } from './policies';
import type { Rng } from './prng';
import { policyArticles } from '../domain/policy-articles';
import type { NumberedArticle } from '../domain/policy-articles';
import { bookTitle } from '@smes/eligibility';

export const INTERPRETED_POLICY_COUNT = 118;
/** Of the interpreted policies, the share that gets both a text and a graphic reading. */
const BOTH_TYPES_SHARE = 0.28;
const KEY_POINT_LENGTH = 70;

type Article = NumberedArticle;

function articlesOf(content: string[]): Article[] {
  return policyArticles(content).filter((article) => article.heading !== '监督管理' && article.heading !== '附则' && article.text !== '');
}

function shorten(text: string, length = KEY_POINT_LENGTH): string {
  const firstSentence = text.split('。')[0] ?? text;
  return firstSentence.length <= length ? firstSentence : `${firstSentence.slice(0, length)}…`;
}

function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

function reading(rng: Rng, policy: PolicyRow, type: 'text' | 'graphic', now: Date): NewInterpretation {
  const content = JSON.parse(policy.content) as string[];
  const articles = articlesOf(content);
  const keyPoints = articles.slice(0, 6).map((article) => `${article.heading}：${shorten(article.text)}`);
  const published = addMs(new Date(`${policy.publish_date}T02:00:00.000Z`), rng.int(1, 10) * DAY_MS);
  const publishDate = isoDate(published < now ? published : now);
  const phone = landline(rng, areaCodeFor(policy.province_code, policy.city_code));
  const scope = articles[0]?.text ?? '符合条件的企业';
  const body =
    type === 'text'
      ? [
          '一、出台背景',
          `为更好地服务企业发展，${policy.issuer}研究制定了${bookTitle(policy.title)}（${policy.doc_no}），于${chineseDate(policy.publish_date)}正式印发。`,
          '二、主要内容',
          `${bookTitle(policy.title)}共 ${articles.length + 2} 条，主要包括以下内容：`,
          ...articles.map((article, index) => `（${index + 1}）${article.heading}。${article.text}`),
          '三、适用对象',
          scope,
          '四、如何享受',
          `符合条件的企业可关注${policy.issuer}发布的申报通知，在申报期内通过政务服务网在线提交申报材料；实行“免申即享”的事项由主管部门直接兑付。`,
          '五、咨询方式',
          `政策咨询可联系${policy.issuer}，咨询电话：${phone}（工作日 9:00-17:00）。`,
        ]
      : [
          `一图读懂${bookTitle(policy.title)}。`,
          ...keyPoints.map((point, index) => `要点${index + 1}：${point}`),
          `更多内容请查阅政策原文（${policy.doc_no}）。`,
        ];
  return {
    policyId: policy.id,
    title: type === 'text' ? `${bookTitle(policy.title)}政策解读` : `一图读懂${bookTitle(policy.title)}`,
    type,
    summary:
      type === 'text'
        ? `${policy.issuer}就${bookTitle(policy.title)}的出台背景、主要内容、适用对象和申报方式进行解读。`
        : `用图文梳理${bookTitle(policy.title)}的支持内容与申报要点，帮助企业快速了解政策。`,
    keyPoints,
    content: body,
    issuer: policy.issuer,
    publishDate,
    viewCount: rng.int(80, 12000),
  };
}

export const interpretationsSeed: SeedModule = {
  name: 'interpretations',
  async run({ db, rng, now }) {
    const policies = (await db.all(`SELECT * FROM policies WHERE validity = 'valid' ORDER BY id`)) as PolicyRow[];
    // National and Zhejiang documents are the ones a Zhejiang portal explains first.
    const weight = (policy: PolicyRow) =>
      (policy.level === 'national' ? 3 : policy.province_code === '330000' ? 2 : 0) + rng.next() * 2.5;
    const chosen = policies
      .map((policy) => ({ policy, score: weight(policy) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, INTERPRETED_POLICY_COUNT)
      .map((item) => item.policy);
    const drafts: NewInterpretation[] = [];
    for (const policy of chosen) {
      const both = rng.chance(BOTH_TYPES_SHARE);
      const first = both || rng.chance(0.7) ? 'text' : 'graphic';
      drafts.push(reading(rng, policy, first, now));
      if (both) drafts.push(reading(rng, policy, 'graphic', now));
    }
    drafts.sort((a, b) => a.publishDate.localeCompare(b.publishDate));
    for (const draft of drafts) await insertInterpretation(db, draft);
  },
};

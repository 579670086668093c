/**
 * The kinds of answer a question asks for, and how a clause that gives that answer reads. A question
 * 有效期几年 wants the clause that says 有效期三年, not the three project lines that say 在有效期内; a
 * question 奖多少 wants the clause with 最高 60 万元. Each kind is data: the words an owner asks with
 * (`asks`), the words a clause answering it uses (`answers`), and the article headings that announce
 * such a clause (`heading`, e.g. 第七条 申报材料。). Clauses carry their kinds as a bit mask in the index.
 */
export const QUESTION_TYPES = ['amount', 'rate', 'duration', 'conditions', 'materials', 'deadline', 'process'] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

type TypeSpec = {
  /** How the part of an answer is introduced (有效期：…). */
  label: string;
  asks: RegExp;
  answers: RegExp;
  heading?: RegExp;
  /** The lead-in of the whole list asked for (须同时满足以下条件, 提交下列材料): the best answer there is. */
  lists?: RegExp;
};

const MONEY = /\d+(?:\.\d+)?\s*(?:万元|亿元|元)|[一二三四五六七八九十百千]+万元/;
/** Money or a share that is given (给予…最高 60 万元, 按…的 60% 返还), not a threshold (投入不低于 200 万元). */
const GIVEN = /给予|补助|奖励|资助|最高|补贴|贴息|补偿|减免|返还|免除|抵扣|奖补|支持额度|生活补贴|安家/;
const SHARE = /\d+(?:\.\d+)?\s*%/;

export const TYPE_SPECS: Record<QuestionType, TypeSpec> = {
  amount: {
    label: '金额',
    asks: /有(?:什么|哪些)(?:奖励|补贴|补助|资助|扶持|奖补)|多少钱|多少万|奖金|[补奖给拿领发贴返减免]多少|最高|最多|资助多少|补贴多少|补助多少|奖励多少|能拿多少|能领多少|能补多少|给多少|金额|额度|补贴标准|资助标准|奖励标准|补助标准|支持标准|最高.{0,4}(?:多少|几)|多少补贴|多少奖励|多少资助|上限/,
    answers: /$^/,
    heading: /支持内容|支持标准|资助标准|奖励标准|补助标准|授权资助|减免标准|资助|奖励|补助/,
  },
  rate: {
    label: '比例',
    asks: /比例|百分之|几个点|百分点|费率|几成|占比|比率|按多少/,
    answers: /\d+(?:\.\d+)?\s*%|百分之[一二三四五六七八九十百]|\d+(?:\.\d+)?\s*个百分点|\d+(?:\.\d+)?\s*倍/,
    heading: /费率|比例|标准/,
  },
  duration: {
    label: '期限',
    asks: /有效期|几年|多久|多长时间|几个月|期限|有效多长|管几年|能用多久|多少年|多少个月|几天/,
    answers: /有效期\s*(?:为|是)?\s*[一二三四五六七八九十两\d]|(?:免除|减免|减半|延长|享受|期限为?|为期|连续|分)\s*[一二三四五六七八九十两\d]+\s*(?:个月|年|天)|\d+\s*(?:个月|个工作日)|[一二三四五六七八九十两]+个月/,
    heading: /有效期|期限/,
  },
  conditions: {
    label: '条件',
    asks: /条件|哪些行业|什么行业|哪类企业|哪些单位|多少分|几分|分数|得分|能不能(?:申请|申报|评|报)|能否(?:申请|申报)|可以(?:申请|申报)吗|能(?:申请|申报|评|报)吗|申报资格|什么资格|资格要求|具备.{0,4}资格|门槛|要求|够不够|符合|够格|硬性|需要满足|需要具备|什么样的企业|哪些企业|谁能|谁可以|适用对象|适用范围/,
    answers: /条件|符合|不低于|不少于|不超过|以上|满足|须|应当|具有|拥有|适用/,
    heading: /申报条件|认定条件|条件|适用范围|适用对象|资助对象|支持对象|减免对象|评价条件|适用主体/,
    lists: /(?:以下|下列|如下)条件|同时(?:满足|符合|具备)/,
  },
  materials: {
    label: '材料',
    asks: /材料|资料|提交什么|准备什么|要交什么|要带什么|提供什么|证明文件|哪些文件|什么文件/,
    answers: /材料|提交|提供|复印件|申请书|申报书|证明|审计报告|承诺书/,
    heading: /申报材料|材料/,
    lists: /(?:以下|下列|如下)(?:申报)?材料|材料(?:如下|清单)/,
  },
  deadline: {
    label: '时间',
    asks: /截止|截至|什么时候|啥时候|何时|哪天|几号|申报时间|申报期|几月|开始实施|施行|生效|到哪年|哪一年|到什么时候|执行到|什么时候到期/,
    answers: /截止|截至|\d{4}\s*年\s*\d{1,2}\s*月|\d{1,2}\s*月\s*\d{1,2}\s*日|\d{1,2}\s*月(?:底|末|中旬|上旬|下旬)?前|每年\s*\d{1,2}\s*月|\d+\s*个工作日内|申报期/,
  },
  process: {
    label: '流程',
    asks: /流程|怎么申请|如何申请|怎么申报|如何申报|怎么报|步骤|程序|去哪|在哪|哪里申请|哪里申报|怎么办理|如何办理|怎么弄|怎么搞|怎么享受|如何享受|怎么操作|手续|渠道|怎么兑现|怎么领/,
    answers: /程序|流程|步骤|(?:登录|在线|网上|通过).{0,16}(?:申报|填报|提交|申请|办理)|(?:初审|审核|评审|公示|受理|核查).{0,24}(?:审核|评审|公示|拨付|下达|兑付)|自主(?:选择|享受)|留存备查|汇算清缴|预缴申报|免申即享|直接兑付/,
    heading: /工作程序|申报流程|申报程序|认定程序|流程|程序|如何享受|享受方式|申报方式|办理方式|兑付方式|申请方式/,
    lists: /程序如下|流程如下|按(?:以下|下列)程序/,
  },
};

/**
 * A clause giving the validity of its own document (第九条 附则。本办法自…起施行，有效期 5 年): the answer to
 * "how long is this policy valid", not to "how long does the 专精特新 qualification last".
 */
export const OWN_VALIDITY = /附则|本(?:办法|细则|通知|措施|意见|方案|规定|政策|计划|指引|公告|实施办法).{0,30}有效期/;

/** A clause giving the date its own document takes effect: the answer to "when does this policy start" only. */
export const OWN_START = /自.{0,16}起(?:施行|实施|执行)/;

/** A question about when a document takes effect. */
export const ASKS_OWN_START = /施行|实施|生效|开始执行|什么时候开始|何时开始|哪天开始/;

/** A question about the validity of a document itself. */
export const ASKS_OWN_VALIDITY = /(?:政策|办法|文件|细则|措施|通知|意见|方案|规定)(?:本身)?的?(?:有效期|什么时候到期|什么时候失效|有效到)|有效期到什么时候|什么时候(?:到期|失效)/;

/** The kinds of answer a clause gives, as a bit mask over QUESTION_TYPES. */
export function clauseKinds(text: string): number {
  let mask = 0;
  QUESTION_TYPES.forEach((type, bit) => {
    const gives = type === 'amount' ? (MONEY.test(text) || SHARE.test(text)) && GIVEN.test(text) : TYPE_SPECS[type].answers.test(text);
    if (gives) mask |= 1 << bit;
  });
  return mask;
}

/** Whether a sentence gives the kind of fact asked (an amount: money or a share; a period; a date …). */
export function pieceAnswers(type: QuestionType, text: string): boolean {
  return type === 'amount' ? MONEY.test(text) || SHARE.test(text) : TYPE_SPECS[type].answers.test(text);
}

/** Words of support: a question naming one without asking anything else asks how much (杭州工业设计中心认定奖励). */
const SUPPORT_WORDS = /奖励|资助|补贴|补助|奖金|贴息|补偿|奖补|扶持资金/;
/** Yes-or-no questions (还有资助吗) ask whether, not how much. */
const YES_NO = /吗|么|没有|不$/;

export function hasKind(mask: number, type: QuestionType): boolean {
  return (mask & (1 << QUESTION_TYPES.indexOf(type))) !== 0;
}

/** The kinds of answer a question asks for, in the order it asks them (专精特新有效期几年，奖多少 → duration, amount). */
export function questionTypes(question: string): QuestionType[] {
  const found: { type: QuestionType; at: number }[] = [];
  for (const type of QUESTION_TYPES) {
    const match = TYPE_SPECS[type].asks.exec(question);
    if (match) found.push({ type, at: match.index });
  }
  // 补贴标准 asks for an amount, not for conditions; 比例 is a rate, and 多少 of a rate is not a second part.
  const types = found.sort((a, b) => a.at - b.at).map((item) => item.type);
  if (types.includes('rate') && types.includes('amount') && !MONEY_WORDS.test(question)) return types.filter((type) => type !== 'amount');
  if (types.length === 0 && SUPPORT_WORDS.test(question) && !YES_NO.test(question)) return ['amount'];
  return types;
}

const MONEY_WORDS = /钱|万|金额|额度|元/;

/** The heading of an article (第五条 申报条件。 → 申报条件), or of a notice or project line (申报材料：…). */
export function clauseHeading(text: string): string {
  const article = /^第[一二三四五六七八九十百零]+条[\u3000 ]*([^。：:，,]{2,12})[。：:]/.exec(text);
  if (article?.[1]) return article[1];
  const line = /^([^：:]{2,8})[：:](.*)$/.exec(text);
  if (!line) return '';
  // A notice line quoting an article (支持内容：申报条件。申报单位…) is headed by what it quotes.
  const inner = /^(?:第[一二三四五六七八九十百零]+条[\u3000 ]*)?([^。：:，,]{2,8})[。：:]/.exec(line[2] ?? '');
  return inner?.[1] ?? line[1] ?? '';
}

/** Whether a clause leads into the whole list asked for (须同时满足以下条件：（一）…). */
export function leadsList(text: string, type: QuestionType): boolean {
  const lists = TYPE_SPECS[type].lists;
  return lists !== undefined && lists.test(text);
}

/** Whether a clause's heading announces the kind of answer (申报材料 for materials). */
export function headingAnswers(text: string, type: QuestionType): boolean {
  const heading = TYPE_SPECS[type].heading;
  return heading !== undefined && heading.test(clauseHeading(text));
}

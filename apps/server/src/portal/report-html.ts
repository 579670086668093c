import { chinaToday, formatNumber } from '@smes/eligibility';
import type { Evaluation } from '@smes/eligibility';
import { safeFileName } from '../http/file-name';
import { html, trustedHtml } from '../http/html';
import type { SafeHtml } from '../http/html';
import type { PortalSchemas } from '@smes/contract-types';
import type { ShownScore, StoredMatchReport, StoredPolicyMatch } from '../domain/matching';
import type { StoredReport } from '../domain/reports';
import { CONDITION_COLUMNS, STATUS_LABELS, conditionCells, missingFieldsText, overviewFigures, ruleVersionText, scoreCaption } from '../domain/report-text';

type ResultJson = PortalSchemas['ConditionResultJson'];
type MatchJson = StoredPolicyMatch;


const STYLE = trustedHtml(`
  *{box-sizing:border-box}
  body{margin:0;padding:32px;font:14px/1.7 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2329;background:#fff}
  main{max-width:960px;margin:0 auto}
  h1{font-size:24px;margin:0 0 4px}
  h2{font-size:18px;margin:32px 0 8px;padding-bottom:4px;border-bottom:2px solid #1d4ed8}
  h3{font-size:15px;margin:20px 0 6px}
  .meta{color:#4b5563;margin:0 0 16px}
  .figures{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
  .figure{flex:1 1 160px;border:1px solid #d1d5db;border-radius:6px;padding:10px 14px}
  .figure strong{display:block;font-size:20px;color:#1d4ed8}
  table{width:100%;border-collapse:collapse;margin:6px 0 12px}
  th,td{border:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top}
  th{background:#f3f4f6}
  .pass{color:#15803d}.fail{color:#b91c1c}.unknown{color:#b45309}
  .badge{display:inline-block;padding:0 8px;border-radius:10px;border:1px solid currentColor;font-size:12px;margin-left:8px}
  footer{margin-top:40px;color:#6b7280;font-size:12px}
  @media print{body{padding:0}h2{break-after:avoid}table{break-inside:auto}tr{break-inside:avoid}}
`);

function conditionTable(results: readonly ResultJson[]): SafeHtml {
  return html`<table>
<thead><tr>${CONDITION_COLUMNS.map((column) => html`<th scope="col">${column}</th>`)}</tr></thead>
<tbody>${results.map((result) => {
    const [title, standard, actual, verdict, evidence] = conditionCells(result);
    return html`<tr><td>${title}</td><td>${standard}</td><td>${actual}</td><td class="${result.status}">${verdict}</td><td>${evidence}</td></tr>`;
  })}</tbody>
</table>`;
}

function scoreTable(score: ShownScore | undefined): SafeHtml | string {
  if (!score) return '';
  return html`<table>
<caption>${scoreCaption(score)}</caption>
<thead><tr><th scope="col">指标</th><th scope="col">实际值</th><th scope="col">得分</th></tr></thead>
<tbody>${score.indicators.map(
    (indicator) =>
      html`<tr><td>${indicator.group ? `${indicator.group} · ` : ''}${indicator.title}</td><td>${indicator.actualText}</td><td>${formatNumber(indicator.score)} / ${indicator.max}</td></tr>`,
  )}</tbody>
</table>`;
}

function missingList(fields: readonly string[]): SafeHtml | string {
  if (fields.length === 0) return '';
  return html`<p>${missingFieldsText(fields)}</p>`;
}

/** The estimate as on screen: its method and the policies it came from, counted or not and why. */
function estimateSection(estimate: StoredMatchReport['estimate']): SafeHtml {
  return html`<section>
<h2>预估可获资金的测算</h2>
<p>${estimate.method}</p>
${estimate.lines.length === 0 ? '' : html`<table>
<thead><tr><th>政策</th><th>资助事项</th><th>保守 / 乐观（万元）</th><th>是否计入</th><th>说明</th></tr></thead>
<tbody>${estimate.lines.map(
  (line) =>
    html`<tr><td>${line.policyTitle}</td><td>${line.item}</td><td>${formatNumber(line.conservative)} / ${formatNumber(line.optimistic)}</td><td>${line.counted ? '计入' : '不计入'}</td><td>${line.note}</td></tr>`,
)}</tbody>
</table>`}
</section>`;
}

function matchBody(payload: StoredMatchReport): SafeHtml {
  const groups = new Map<string, MatchJson[]>();
  for (const match of payload.matches) groups.set(match.category, [...(groups.get(match.category) ?? []), match]);
  return html`<p class="meta">企业：${payload.enterpriseName}</p>
<div class="figures">
${overviewFigures(payload).map(([label, value]) => html`<div class="figure">${label}<strong>${value}</strong></div>`)}
</div>
${estimateSection(payload.estimate)}
${[...groups.entries()].map(
  ([category, matches]) => html`<section>
<h2>${category}（${matches.length} 项）</h2>
${matches.map(
  (match) => html`<h3>${match.policyTitle}<span class="badge ${match.status === 'eligible' ? 'pass' : match.status === 'ineligible' ? 'fail' : 'unknown'}">${STATUS_LABELS[match.status]}</span></h3>
<p class="meta">匹配度 ${match.matchDegree}%${match.supportAmount !== null ? `，最高扶持 ${formatNumber(match.supportAmount)} 万元` : ''}</p>
${conditionTable(match.results)}${scoreTable(match.score)}${missingList(match.missingFields)}`,
)}
</section>`,
)}`;
}

function evaluationBody(evaluation: Evaluation): SafeHtml {
  return html`<div class="figures">
<div class="figure">自评结论<strong>${STATUS_LABELS[evaluation.status]}</strong></div>
<div class="figure">匹配度<strong>${evaluation.matchDegree}%</strong></div>
</div>
<p class="meta">${ruleVersionText(evaluation)}</p>
<h2>条件逐项核对</h2>
${conditionTable(evaluation.results)}${scoreTable(evaluation.score)}${missingList(evaluation.missingFields)}`;
}

/** A self-contained, printable zh-CN page: inline styles, no scripts, nothing fetched. */
export function renderReportHtml(report: StoredReport): string {
  const body = report.match ? matchBody(report.match) : report.evaluation ? evaluationBody(report.evaluation) : '';
  return `<!doctype html>${html`<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${report.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${report.title}</h1>
<p class="meta">${report.headline} · 生成于 ${chinaToday(new Date(report.createdAt))}</p>
${body}
<footer>本报告依据企业档案信息与政策条件自动测算，仅供参考，最终以主管部门审核结果为准。</footer>
</main>
</body>
</html>`.value}`;
}

const FILE_PREFIXES: Record<PortalSchemas['Report']['type'], string> = {
  match: '智能政策匹配报告',
  project_evaluation: '项目自评报告',
  high_tech: '高新技术企业评测报告',
  specialized: '专精特新评测报告',
};

/** yyyymmdd in China time. */
export function compactDate(iso: string): string {
  return chinaToday(new Date(iso)).replaceAll('-', '');
}

/** 智能政策匹配报告-<企业名称>-<yyyymmdd>.html / 项目自评报告-<项目名称>-<yyyymmdd>.pdf */
export function reportFileName(report: PortalSchemas['Report'], subject: string, extension: 'html' | 'pdf' = 'html'): string {
  return `${FILE_PREFIXES[report.type]}-${safeFileName(subject)}-${compactDate(report.createdAt)}.${extension}`;
}

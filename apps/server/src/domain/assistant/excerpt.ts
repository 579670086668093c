/**
 * Cutting clause text for quoting: at a sentence or clause boundary, never inside a number or a 〔〕 文号,
 * so a quote never reads 不低于6… where the text says 不低于 60%.
 */

const SENTENCE_END = /[。；;！？!?]/;

/** The text cut to at most `max` characters at the last sentence boundary (else the last comma) before it. */
export function cutAtBoundary(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const chars = [...flat];
  const head = chars.slice(0, max).join('');
  let cut = -1;
  for (let index = head.length - 1; index >= max / 3; index -= 1) {
    if (SENTENCE_END.test(head[index] ?? '')) {
      cut = index + 1;
      break;
    }
  }
  if (cut < 0) {
    for (let index = head.length - 1; index >= max / 3; index -= 1) {
      if (/[，,、：:]/.test(head[index] ?? '')) {
        cut = index;
        break;
      }
    }
  }
  if (cut < 0) {
    // No boundary in reach: end before the number or word the limit falls in.
    cut = head.length;
    while (cut > 0 && /[\p{N}.%\p{Script=Latin}]/u.test(head[cut - 1] ?? '') && /[\p{N}.%\p{Script=Latin}\s万亿元]/u.test(flat[cut] ?? '')) cut -= 1;
  }
  return `${head.slice(0, cut).replace(/[，,、：:\s]+$/, '')}…`;
}

/** The clause's sentences and semicolon-separated parts (对发明专利…1 万元；对实用新型…0.1 万元). */
export function piecesOf(text: string): string[] {
  return text
    .split(/(?<=[。；;])/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
}

/** The clause without its number and heading: 第四条 支持内容。对… → 对…; 申报材料：… → …. */
export function clauseBody(text: string): string {
  const withoutNumber = text.replace(/^第[一二三四五六七八九十百零]+条[\u3000 ]*/, '');
  const heading = /^([^。：:，,；;（(]{2,12})[。：:](?=\S)/.exec(withoutNumber);
  return heading ? withoutNumber.slice(heading[0].length) : withoutNumber;
}

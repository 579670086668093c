/**
 * 书名号 as GB/T 15834-2011 (4.15) nests them: a title inside a title takes the single marks, 《…〈…〉…》. A document
 * named 《关于印发《指引》的通知》 read as two titles side by side; quoted, its inner marks become 〈〉.
 */
export function bookTitle(title: string): string {
  return `《${nestedTitle(title)}》`;
}

/** The title as it reads inside another pair of 《》: its own 《》 become 〈〉 (and 〈〉 inside those, 《》 again). */
export function nestedTitle(title: string): string {
  return title.replace(/[《》〈〉]/g, (mark) => ({ '《': '〈', '》': '〉', '〈': '《', '〉': '》' })[mark] ?? mark);
}

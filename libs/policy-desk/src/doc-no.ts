/**
 * What makes two 文号 the same document number: 杭科〔2026〕18号, 杭科[2026]18号 and 杭科【2026】18 号 are one
 * number typed three ways, so brackets are read as 〔〕 and spaces are ignored.
 */
export function docNoKey(docNo: string): string {
  return docNo
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[[【〔(（]/g, '〔')
    .replace(/[\]】〕)）]/g, '〕');
}

/** A numbered article of a policy text: 第三条（全角空格）申报条件。（一）…；（二）… */
export type NumberedArticle = { heading: string; text: string };

const ARTICLE_NUMBER = /^第[^\u3000]+条\u3000/;

/** The policy's numbered articles, each as its heading (up to the first 。) and the rest of its text. */
export function policyArticles(content: readonly string[]): NumberedArticle[] {
  return content
    .filter((paragraph) => ARTICLE_NUMBER.test(paragraph))
    .map((paragraph) => {
      const [heading = '', ...rest] = paragraph.replace(ARTICLE_NUMBER, '').split('。');
      return { heading, text: rest.join('。') };
    });
}

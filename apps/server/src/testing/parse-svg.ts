/**
 * Parses as XML the way a browser parses an SVG image: any error gives a `parsererror` document. Needs a
 * DOM: tests that use it run in vitest's jsdom environment (`// @vitest-environment jsdom`).
 */
export function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length > 0 || document.documentElement.localName !== 'svg') {
    throw new Error(`not an SVG document: ${svg.slice(0, 200)}`);
  }
  return document;
}

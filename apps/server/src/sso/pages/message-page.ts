import { html } from '../../http/html';
import { renderDocument } from './layout';

export type MessagePageProps = {
  title: string;
  brand: string;
  heading: string;
  /** A second sentence; omitted when empty. */
  detail: string;
  /** Where the "返回门户" link points; always an allowed app origin. */
  homeUrl: string;
};

export function renderMessagePage({ title, brand, heading, detail, homeUrl }: MessagePageProps): string {
  return renderDocument({
    title,
    brand,
    body: html`<div class="card">
<h1>${heading}</h1>
${detail ? html`<p class="alert" role="alert">${detail}</p>` : ''}
<a class="button" href="${homeUrl}">返回门户</a>
</div>`,
  });
}

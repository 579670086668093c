import { vi } from 'vitest';

/**
 * Stands in for the browser's save: object URLs are stubbed and each anchor click is recorded. Returns the
 * file names the page saved, in order (the spies are restored after each test by `restoreMocks`).
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

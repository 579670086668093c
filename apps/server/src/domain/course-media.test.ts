import { describe, expect, it } from 'vitest';
import { CLIP_NUMBERS, COURSE_CLIPS, clipFile, parseByteRange } from './course-media';

describe('parseByteRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('cuts an end past the file and a suffix longer than it', () => {
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('refuses a range that starts past the end and an empty suffix', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it does not honour (the whole file is then sent)', () => {
    expect(parseByteRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(parseByteRange('items=0-1', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=9-2', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=-', 1000)).toBeUndefined();
  });
});

describe('committed clips', () => {
  it('every clip in the table is a WebM file in the repository', () => {
    for (const clip of CLIP_NUMBERS) {
      const { body, etag } = clipFile(clip);
      // The EBML magic number that starts every WebM (Matroska) file.
      expect(body.subarray(0, 4).toString('hex'), COURSE_CLIPS[clip].file).toBe('1a45dfa3');
      expect(etag).toMatch(/^"[\w-]{22}"$/);
    }
  });
});

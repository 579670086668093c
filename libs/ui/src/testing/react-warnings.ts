import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * What React's and MUI's development builds report through `console.error` when a screen is built wrong:
 * duplicate or missing keys, invalid DOM nesting, controlled/uncontrolled switches, unknown DOM props,
 * updates during render, MUI's prop checks. Production builds say nothing, so the screen tests (which
 * render every screen on React's development build) are where these fail (ADR 49).
 */
export const REACT_WARNING =
  /Each child in a list should have a unique "key"|Encountered two children with the same key|cannot be a descendant of|cannot contain a nested|cannot appear as a child of|validateDOMNesting|is changing an? (un)?controlled|React does not recognize the `|Invalid DOM property|for a non-boolean attribute|Unknown event handler property|is using incorrect casing|is unrecognized in this browser|Cannot update a component .* while rendering a different component|Maximum update depth exceeded|^MUI: /;

/**
 * Fails the test that made React or MUI report a warning above; the message is still printed. Call once
 * from a project's Vitest setup file.
 */
export function failOnReactWarnings(): void {
  let warnings: string[] = [];
  beforeEach(() => {
    warnings = [];
    const original = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = format(...args);
      if (REACT_WARNING.test(text)) warnings.push(text.split('\n')[0]!.slice(0, 300));
      original(...args);
    });
  });
  afterEach(() => {
    expect(warnings, 'React or MUI warnings during the test').toEqual([]);
  });
}

import { describe, expect, it } from 'vitest';
import { REACT_WARNING } from './react-warnings';

describe('REACT_WARNING: what fails a screen test (ADR 49)', () => {
  it('matches the development messages of React 19 and MUI', () => {
    for (const message of [
      'Each child in a list should have a unique "key" prop.\n\nCheck the render method of `List`.',
      'Encountered two children with the same key, `a`. Keys should be unique …',
      'In HTML, <div> cannot be a descendant of <p>.\nThis will cause a hydration error.',
      'In HTML, <a> cannot contain a nested <a>.',
      'A component is changing an uncontrolled input to be controlled.',
      'React does not recognize the `fullWidth` prop on a DOM element.',
      'Received `true` for a non-boolean attribute `open`.',
      'Cannot update a component (`Header`) while rendering a different component (`List`).',
      'MUI: You have provided an out-of-range value `x` for the select component.',
    ]) {
      expect(message).toMatch(REACT_WARNING);
    }
  });

  it('leaves the errors a test provokes on purpose alone', () => {
    for (const message of ['Error: 网络异常', 'The above error occurred in the <Thrower> component.', 'Failed to load resource']) {
      expect(message).not.toMatch(REACT_WARNING);
    }
  });
});

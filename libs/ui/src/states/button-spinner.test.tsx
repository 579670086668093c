import CircularProgress from '@mui/material/CircularProgress';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import ButtonSpinner from './button-spinner';

/** What a spinner draws that a person or a screen reader meets: its element, role, name, box, arc and motion. */
function drawn(root: HTMLElement) {
  const svg = root.querySelector('svg')!;
  const circle = svg.querySelector('circle')!;
  const rootStyle = getComputedStyle(root);
  const circleStyle = getComputedStyle(circle);
  return {
    tag: root.tagName,
    role: root.getAttribute('role'),
    labelledBy: root.getAttribute('aria-labelledby'),
    classes: [...root.classList].filter((name) => name.startsWith('MuiCircularProgress')).sort(),
    width: root.style.width,
    height: root.style.height,
    display: rootStyle.display,
    // The keyframes' names differ (each module makes its own); their length, timing and repetition do not.
    rotation: rootStyle.animation.replace(/^\S+ /, ''),
    svg: { viewBox: svg.getAttribute('viewBox'), display: getComputedStyle(svg).display, children: svg.children.length },
    circle: {
      cx: circle.getAttribute('cx'),
      cy: circle.getAttribute('cy'),
      r: circle.getAttribute('r'),
      fill: circle.getAttribute('fill'),
      strokeWidth: circle.getAttribute('stroke-width'),
      stroke: circleStyle.stroke,
      dash: circleStyle.strokeDasharray,
      dashAnimation: circleStyle.animation.replace(/^\S+ /, ''),
    },
  };
}

describe('ButtonSpinner (a button’s loading indicator in the apps’ builds, ADR 127)', () => {
  it('draws what MUI’s buttons draw with CircularProgress color="inherit" size={16}', () => {
    renderWithTheme(
      <>
        <span id="mui-button">保存</span>
        <CircularProgress aria-labelledby="mui-button" color="inherit" size={16} />
        <span id="plain-button">提交</span>
        <ButtonSpinner aria-labelledby="plain-button" color="inherit" size={16} />
      </>,
    );
    const [mui, plain] = screen.getAllByRole('progressbar');
    expect(mui).toHaveAccessibleName('保存');
    expect(plain).toHaveAccessibleName('提交');
    const expected = drawn(mui!);
    expect(expected.width).toBe('16px');
    expect(expected.rotation).toBe('1.4s linear infinite');
    expect(drawn(plain!)).toEqual({ ...expected, labelledBy: 'plain-button' });
  });
});

import { zhCN as muiZhCN } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { zhCN } from './zh-cn-locale';

type Texts = Record<string, Record<string, unknown>>;

/** Every text and every function's answers, for the arguments MUI passes them. */
function spoken(locale: typeof zhCN) {
  const components = locale.components as Record<string, { defaultProps: Texts[string] }>;
  return Object.fromEntries(
    Object.entries(components).map(([name, { defaultProps }]) => [
      name,
      Object.fromEntries(
        Object.entries(defaultProps).map(([key, value]) => {
          if (typeof value !== 'function') return [key, value];
          const call = value as (...args: unknown[]) => string;
          if (key === 'labelDisplayedRows') return [key, [call({ from: 1, to: 10, count: 12500 }), call({ from: 11, to: 20, count: -1 })]];
          if (key === 'getLabelText') return [key, [call(3)]];
          return [key, ['page', 'first', 'last', 'next', 'previous'].flatMap((type) => [call(type, 3, true), call(type, 3, false)])];
        }),
      ),
    ]),
  );
}

describe('the theme’s zh-CN locale', () => {
  it('says exactly what MUI’s zhCN says, its numbers grouped the same way', () => {
    expect(spoken(zhCN)).toEqual(spoken(muiZhCN));
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithTheme } from '../testing/render-with-theme';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its h2 title, with an action and content', () => {
    renderWithTheme(
      <SectionCard title="申报通知" action={<Button>查看更多</Button>}>
        <p>2025 年度专精特新中小企业申报</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: '申报通知' });
    expect(screen.getByRole('heading', { level: 2, name: '申报通知' })).toBeInTheDocument();
    expect(region).toHaveTextContent('2025 年度专精特新中小企业申报');
    expect(screen.getByRole('button', { name: '查看更多' })).toBeInTheDocument();
  });

  it('can use an h3 title under a section heading', () => {
    renderWithTheme(<SectionCard title="热门服务" headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: '热门服务' })).toBeInTheDocument();
  });
});

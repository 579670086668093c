import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the h1, subtitle, breadcrumbs and actions', () => {
    renderWithTheme(
      <MemoryRouter>
        <PageContainer>
          <PageHeader
            title="政策原文检索"
            subtitle="共收录现行有效政策"
            breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策', to: '/findpolicy' }, { label: '政策原文检索' }]}
            actions={<Button>订阅</Button>}
          />
        </PageContainer>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '政策原文检索' })).toBeInTheDocument();
    expect(screen.getByText('共收录现行有效政策')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(within(crumbs).getByRole('link', { name: '找政策' })).toHaveAttribute('href', '/findpolicy');
    expect(within(crumbs).getByText('政策原文检索')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '订阅' })).toBeInTheDocument();
  });

  it('lists the trail in order with the separators hidden from assistive technology', () => {
    renderWithTheme(
      <MemoryRouter>
        <PageHeader title="政策详情" breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策', to: '/findpolicy' }, { label: '政策详情' }]} />
      </MemoryRouter>,
    );
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    const list = within(crumbs).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['首页', '找政策', '政策详情']);
    const separators = list.querySelectorAll('li[aria-hidden="true"]');
    expect(separators).toHaveLength(2);
    expect(separators[0]?.previousElementSibling).toHaveTextContent('首页');
  });

  it('omits the breadcrumb trail when there is none', () => {
    renderWithTheme(<PageHeader title="首页" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

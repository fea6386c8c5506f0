import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { article } from '../../test-utils/fixtures';
import { ArticleCard, SUMMARY_UNITS, TITLE_UNITS } from '../article-card';

const renderCard = (title: string, summary = '短摘要') =>
  render(
    <MemoryRouter>
      <ArticleCard article={article(1, { title, summary })} to="/news?id=1" />
    </MemoryRouter>,
  );

describe('article card truncation (double-width rule)', () => {
  it('keeps a title that fits', () => {
    renderCard('曼城3比1胜利物浦');
    expect(screen.getByRole('heading', { name: '曼城3比1胜利物浦' })).toBeInTheDocument();
  });

  it('cuts a long Chinese title at the unit limit and adds an ellipsis, keeping the full title on hover', () => {
    const title = '锦'.repeat(40);
    renderCard(title);
    const heading = screen.getByRole('heading');
    // Each Chinese character counts two units: 60 units hold 30 characters.
    expect(heading).toHaveTextContent(`${'锦'.repeat(TITLE_UNITS / 2)}…`);
    expect(heading).toHaveAttribute('title', title);
  });

  it('counts Latin letters as one unit', () => {
    const summary = 'a'.repeat(SUMMARY_UNITS + 5);
    renderCard('标题', summary);
    expect(screen.getByText(`${'a'.repeat(SUMMARY_UNITS)}…`)).toBeInTheDocument();
  });
});

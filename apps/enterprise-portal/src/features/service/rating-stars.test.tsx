import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars, filledShare } from './rating-stars';

describe('RatingStars', () => {
  it('fills the stars to the tenth of a star, within 0 and 5', () => {
    expect(filledShare(4.26)).toBeCloseTo(0.86);
    expect(filledShare(5)).toBe(1);
    expect(filledShare(0)).toBe(0);
    expect(filledShare(7)).toBe(1);
    expect(filledShare(-1)).toBe(0);
  });

  it('writes the score and the count, the stars hidden from screen readers', () => {
    const { container } = render(<RatingStars rating={4.3} count={12} />);
    expect(screen.getByText('4.3 分')).toBeInTheDocument();
    expect(screen.getByText('（12 条评价）')).toBeInTheDocument();
    const stars = container.querySelector('[aria-hidden="true"]');
    expect(stars).not.toBeNull();
    // Five empty stars and five filled ones, the filled layer 86 % wide.
    expect(stars!.querySelectorAll('svg')).toHaveLength(10);
    expect(getComputedStyle(stars!.lastElementChild!).width).toBe('86%');
  });

  it('draws no stars without a rating', () => {
    const { container } = render(<RatingStars rating={null} />);
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });
});

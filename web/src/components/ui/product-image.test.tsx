import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGES, ProductImage } from './product-image';

describe('ProductImage', () => {
  it('is lazy by default and keeps its size', () => {
    render(<ProductImage src="/media/x.png" alt="Kanga" width={600} height={450} />);
    const img = screen.getByRole('img', { name: 'Kanga' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '450');
  });

  it('falls back to the brand placeholder when the image fails or is missing', () => {
    const { rerender } = render(
      <ProductImage src="/media/broken.png" alt="Laptop" width={4} height={3} placeholder="fursa" eager />,
    );
    const img = screen.getByRole('img', { name: 'Laptop' });
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGES.fursa);
    // The placeholder failing too must not loop.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGES.fursa);

    rerender(<ProductImage src={null} alt="Laptop" width={4} height={3} placeholder="igsum" />);
    expect(screen.getByRole('img', { name: 'Laptop' })).toHaveAttribute('src', PLACEHOLDER_IMAGES.igsum);
  });
});

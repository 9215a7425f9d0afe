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

  it("offers an upload's phone-sized copies, and nothing more for other images", () => {
    const upload = `/media/${'ab12'.repeat(8)}.jpg`;
    const { rerender } = render(
      <ProductImage src={upload} alt="Kikoi" width={600} height={450} sizes="50vw" />,
    );
    const img = screen.getByRole('img', { name: 'Kikoi' });
    expect(img).toHaveAttribute(
      'srcset',
      `/media/${'ab12'.repeat(8)}-360w.webp 360w, /media/${'ab12'.repeat(8)}-720w.webp 720w`,
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('src', upload);

    for (const other of [
      '/media/demo/laptops/slate.svg',
      'https://cdn.example/kikoi.jpg',
      `/media/${'ab12'.repeat(8)}.gif`,
    ]) {
      rerender(<ProductImage src={other} alt="Kikoi" width={600} height={450} />);
      expect(screen.getByRole('img', { name: 'Kikoi' })).not.toHaveAttribute('srcset');
      expect(screen.getByRole('img', { name: 'Kikoi' })).not.toHaveAttribute('sizes');
    }
  });
});

import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { modulesPath, QrCode } from './qr-code';

describe('QrCode', () => {
  const link = 'https://verify.tra.go.tz/ABC12345_101530';

  it('draws the code of its value as one path, named for screen readers', () => {
    render(<QrCode value={link} label="Verify at TRA" />);
    const svg = screen.getByRole('img', { name: 'Verify at TRA' });
    const { size, data } = encode(link, { ecc: 'M', border: 4 });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(modulesPath(data));
    // The top-left finder pattern's first row: 7 dark modules after the 4-module quiet zone.
    expect(modulesPath(data).startsWith('M4 4h7v1h-7z')).toBe(true);
  });

  it('joins a row’s runs of dark modules and leaves light ones out', () => {
    expect(
      modulesPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});

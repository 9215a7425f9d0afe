import { type DemoImage, escapeXml, linear, svgDocument } from './svg';

/** Testimonial avatars: initials on a brand-coloured disc. */

const BRAND_TONES = {
  igsum: [
    ['#E2711D', '#B4551A'],
    ['#5B7F3A', '#3F5E28'],
    ['#C8963E', '#9A6E28'],
    ['#8A5A3A', '#5E3B24'],
  ],
  fursa: [
    ['#1D4ED8', '#0B3B8C'],
    ['#0891B2', '#0E5A78'],
    ['#475569', '#1E293B'],
    ['#0B3B8C', '#061A40'],
  ],
} as const;

function initialsAvatar(name: string, initials: string, tones: readonly [string, string]): string {
  const defs = linear(
    'a',
    [
      [0, tones[0]],
      [1, tones[1]],
    ],
    [0, 0],
    [1, 1],
  );
  const body = `<circle cx="100" cy="100" r="100" fill="url(#a)"/><circle cx="100" cy="100" r="88" fill="none" stroke="#FFFFFF" stroke-opacity=".22" stroke-width="2"/><text x="100" y="100" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="72" font-weight="600" fill="#FFFFFF">${escapeXml(initials)}</text>`;
  return svgDocument(200, 200, name, defs, body);
}

export function avatarImages(): DemoImage[] {
  const people: { file: string; name: string; initials: string; brand: keyof typeof BRAND_TONES }[] = [
    { file: 'sarah-mitchell', name: 'Sarah Mitchell', initials: 'SM', brand: 'igsum' },
    { file: 'kenji-watanabe', name: 'Kenji Watanabe', initials: 'KW', brand: 'igsum' },
    { file: 'amelia-reyes', name: 'Amelia Reyes', initials: 'AR', brand: 'igsum' },
    { file: 'grace-mwakyusa', name: 'Grace Mwakyusa', initials: 'GM', brand: 'igsum' },
    { file: 'juma-mwinyi', name: 'Juma Mwinyi', initials: 'JM', brand: 'fursa' },
    { file: 'neema-kileo', name: 'Neema Kileo', initials: 'NK', brand: 'fursa' },
    { file: 'baraka-mollel', name: 'Baraka Mollel', initials: 'BM', brand: 'fursa' },
    { file: 'aisha-salim', name: 'Aisha Salim', initials: 'AS', brand: 'fursa' },
  ];
  const used = { igsum: 0, fursa: 0 };
  return people.map(({ file, name, initials, brand }) => {
    const tones = BRAND_TONES[brand][used[brand]++ % BRAND_TONES[brand].length]!;
    return { folder: 'testimonials', name: file, svg: initialsAvatar(name, initials, tones) };
  });
}

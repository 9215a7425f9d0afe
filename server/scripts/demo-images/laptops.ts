import { type DemoImage, linear, num, type Point, pt, radial, svgDocument } from './svg';

/** FURSA laptops: an open laptop seen from the front and slightly above, on a crisp light stage. */

type Family = 'business' | 'gaming' | 'ultrabook' | 'mac' | 'workstation' | 'convertible' | 'student';
type Wallpaper = 'windows' | 'waves' | 'neon' | 'wireframe' | 'bloom' | 'ink';

type LaptopLook = {
  family: Family;
  /** Light, mid and dark tones of the aluminium or plastic shell. */
  shell: readonly [string, string, string];
  keys: string;
  screen: readonly [string, string];
  wallpaper: Wallpaper;
  accent: string;
};

type Quad = { tl: Point; tr: Point; bl: Point; br: Point };

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function at(q: Quad, u: number, v: number): Point {
  const top: Point = [lerp(q.tl[0], q.tr[0], u), lerp(q.tl[1], q.tr[1], u)];
  const bottom: Point = [lerp(q.bl[0], q.br[0], u), lerp(q.bl[1], q.br[1], u)];
  return [lerp(top[0], bottom[0], v), lerp(top[1], bottom[1], v)];
}

function patch(q: Quad, u0: number, u1: number, v0: number, v1: number): string {
  return `M${pt(at(q, u0, v0))}L${pt(at(q, u1, v0))}L${pt(at(q, u1, v1))}L${pt(at(q, u0, v1))}Z`;
}

type Frame = { x: number; y: number; w: number; h: number };

const BEZEL: Record<Family, { side: number; top: number; bottom: number; edge: number; wide: boolean }> = {
  business: { side: 12, top: 14, bottom: 24, edge: 13, wide: false },
  student: { side: 13, top: 15, bottom: 26, edge: 14, wide: false },
  gaming: { side: 11, top: 13, bottom: 30, edge: 20, wide: true },
  ultrabook: { side: 7, top: 9, bottom: 16, edge: 8, wide: false },
  mac: { side: 8, top: 10, bottom: 18, edge: 8, wide: false },
  workstation: { side: 12, top: 14, bottom: 26, edge: 17, wide: true },
  convertible: { side: 9, top: 11, bottom: 20, edge: 10, wide: false },
};

function wallpaper(kind: Wallpaper, s: Frame, accent: string): string {
  const { x, y, w, h } = s;
  switch (kind) {
    case 'windows': {
      const bars = [0.45, 0.7, 0.55, 0.85, 0.62]
        .map((v, i) => {
          const bx = x + w * (0.52 + i * 0.07);
          const bh = h * 0.3 * v;
          return `<rect x="${num(bx)}" y="${num(y + h * 0.78 - bh)}" width="${num(w * 0.045)}" height="${num(bh)}" rx="2" fill="${i === 3 ? accent : '#0B3B8C'}"/>`;
        })
        .join('');
      const lines = [0.3, 0.38, 0.46, 0.54]
        .map(
          (v, i) =>
            `<rect x="${num(x + w * 0.12)}" y="${num(y + h * v)}" width="${num(w * (0.3 - i * 0.04))}" height="5" rx="2.5" fill="#CBD5E1"/>`,
        )
        .join('');
      return `<rect x="${num(x + w * 0.08)}" y="${num(y + h * 0.12)}" width="${num(w * 0.46)}" height="${num(h * 0.56)}" rx="6" fill="#F8FAFC"/><rect x="${num(x + w * 0.08)}" y="${num(y + h * 0.12)}" width="${num(w * 0.46)}" height="${num(h * 0.08)}" rx="6" fill="#334155"/>${lines}<rect x="${num(x + w * 0.47)}" y="${num(y + h * 0.3)}" width="${num(w * 0.44)}" height="${num(h * 0.56)}" rx="6" fill="#FFFFFF"/>${bars}<rect x="${num(x + w * 0.36)}" y="${num(y + h * 0.9)}" width="${num(w * 0.28)}" height="${num(h * 0.06)}" rx="5" fill="#FFFFFF" opacity=".35"/>`;
    }
    case 'waves': {
      const wave = (base: number, amp: number, opacity: number) =>
        `<path d="M${num(x)} ${num(y + h * base)}C${num(x + w * 0.3)} ${num(y + h * (base - amp))} ${num(x + w * 0.6)} ${num(y + h * (base + amp))} ${num(x + w)} ${num(y + h * (base - amp * 0.5))}V${num(y + h)}H${num(x)}Z" fill="#FFFFFF" opacity="${opacity}"/>`;
      return wave(0.5, 0.18, 0.1) + wave(0.64, 0.14, 0.12) + wave(0.78, 0.1, 0.16);
    }
    case 'neon': {
      const floor: string[] = [];
      for (let i = -6; i <= 6; i++) {
        floor.push(
          `M${num(x + w / 2 + i * w * 0.02)} ${num(y + h * 0.62)}L${num(x + w / 2 + i * w * 0.16)} ${num(y + h)}`,
        );
      }
      for (const v of [0.68, 0.76, 0.87]) floor.push(`M${num(x)} ${num(y + h * v)}H${num(x + w)}`);
      return `<circle cx="${num(x + w / 2)}" cy="${num(y + h * 0.5)}" r="${num(h * 0.26)}" fill="url(#sun)"/><path d="M${num(x)} ${num(y + h * 0.62)}L${num(x + w * 0.18)} ${num(y + h * 0.4)}L${num(x + w * 0.3)} ${num(y + h * 0.52)}L${num(x + w * 0.42)} ${num(y + h * 0.36)}L${num(x + w * 0.56)} ${num(y + h * 0.62)}M${num(x + w * 0.5)} ${num(y + h * 0.62)}L${num(x + w * 0.7)} ${num(y + h * 0.42)}L${num(x + w * 0.82)} ${num(y + h * 0.54)}L${num(x + w * 0.9)} ${num(y + h * 0.46)}L${num(x + w)} ${num(y + h * 0.62)}" fill="#1E1B4B" stroke="${accent}" stroke-width="2" stroke-linejoin="round"/><rect x="${num(x)}" y="${num(y + h * 0.62)}" width="${num(w)}" height="${num(h * 0.38)}" fill="#0F0A2A"/><path d="${floor.join('')}" stroke="#EC4899" stroke-width="1.4" opacity=".7"/>`;
    }
    case 'wireframe': {
      const cx = x + w * 0.6;
      const cy = y + h * 0.5;
      const r = h * 0.3;
      const ring = (ry: number) =>
        `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r)}" ry="${num(ry)}" fill="none" stroke="${accent}" stroke-width="1.4" opacity=".8"/>`;
      const meridians = [0.25, 0.6, 1]
        .map(
          (k) =>
            `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r * k)}" ry="${num(r)}" fill="none" stroke="${accent}" stroke-width="1.4" opacity=".8"/>`,
        )
        .join('');
      const tools = [0.2, 0.3, 0.4, 0.5]
        .map(
          (v) =>
            `<rect x="${num(x + w * 0.04)}" y="${num(y + h * v)}" width="${num(w * 0.1)}" height="${num(h * 0.06)}" rx="3" fill="#475569"/>`,
        )
        .join('');
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w * 0.18)}" height="${num(h)}" fill="#1E293B"/>${tools}${ring(r * 0.3)}${ring(r * 0.7)}${meridians}<path d="M${num(x + w * 0.22)} ${num(y + h * 0.9)}H${num(x + w * 0.96)}" stroke="#475569" stroke-width="2"/>`;
    }
    case 'bloom': {
      return `<circle cx="${num(x + w * 0.3)}" cy="${num(y + h * 0.75)}" r="${num(h * 0.6)}" fill="url(#b1)"/><circle cx="${num(x + w * 0.75)}" cy="${num(y + h * 0.3)}" r="${num(h * 0.55)}" fill="url(#b2)"/>`;
    }
    case 'ink': {
      const palette = ['#0B3B8C', accent, '#F59E0B', '#EF4444']
        .map(
          (c, i) =>
            `<circle cx="${num(x + w * 0.06)}" cy="${num(y + h * (0.22 + i * 0.12))}" r="${num(h * 0.035)}" fill="${c}"/>`,
        )
        .join('');
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w * 0.12)}" height="${num(h)}" fill="#E2E8F0"/>${palette}<path d="M${num(x + w * 0.22)} ${num(y + h * 0.7)}C${num(x + w * 0.32)} ${num(y + h * 0.2)} ${num(x + w * 0.45)} ${num(y + h * 0.25)} ${num(x + w * 0.5)} ${num(y + h * 0.5)}S${num(x + w * 0.7)} ${num(y + h * 0.85)} ${num(x + w * 0.86)} ${num(y + h * 0.3)}" fill="none" stroke="#0B3B8C" stroke-width="5" stroke-linecap="round"/><path d="M${num(x + w * 0.3)} ${num(y + h * 0.82)}C${num(x + w * 0.45)} ${num(y + h * 0.7)} ${num(x + w * 0.6)} ${num(y + h * 0.9)} ${num(x + w * 0.78)} ${num(y + h * 0.74)}" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`;
    }
  }
}

/** Key caps as a grid of gaps; the bottom row leaves room for a wide space bar. */
function keyboard(deck: Quad, look: LaptopLook, columns: number): string {
  const rows = 6;
  const u0 = 0.09;
  const u1 = 0.91;
  const v0 = 0.1;
  const v1 = 0.6;
  const keysFill = look.family === 'gaming' ? 'url(#rgb)' : look.keys;
  const gaps: string[] = [];
  for (let r = 0; r <= rows; r++) {
    const v = r === 0 ? v0 : lerp(v0 + 0.06, v1, (r - 1) / (rows - 1));
    gaps.push(`M${pt(at(deck, u0, v))}L${pt(at(deck, u1, v))}`);
  }
  for (let r = 0; r < rows; r++) {
    const top = r === 0 ? v0 : lerp(v0 + 0.06, v1, (r - 1) / (rows - 1));
    const bottom = r === 0 ? v0 + 0.06 : lerp(v0 + 0.06, v1, r / (rows - 1));
    const shift = r % 2 === 0 ? 0 : 0.35;
    for (let c = 1; c < columns; c++) {
      const last = r === rows - 1;
      if (last && c > 3 && c < columns - 3) continue;
      const u = lerp(u0, u1, Math.min(1, (c + (last ? 0 : shift)) / columns));
      gaps.push(`M${pt(at(deck, u, top))}L${pt(at(deck, u, bottom))}`);
    }
  }
  const glow = look.family === 'gaming' ? ` opacity=".95"` : '';
  return `<path d="${patch(deck, u0, u1, v0, v1)}" fill="${keysFill}"${glow}/><path d="${gaps.join('')}" stroke="url(#deck)" stroke-width="3.2" stroke-linecap="square" fill="none"/>`;
}

function laptopSvg(label: string, look: LaptopLook): string {
  const size = BEZEL[look.family];
  const lid: Frame = size.wide ? { x: 176, y: 74, w: 448, h: 282 } : { x: 190, y: 80, w: 420, h: 272 };
  const spread = size.wide ? 92 : 82;
  const deckTop = lid.y + lid.h + 6;
  const deck: Quad = {
    tl: [lid.x, deckTop],
    tr: [lid.x + lid.w, deckTop],
    bl: [lid.x - spread, deckTop + 96],
    br: [lid.x + lid.w + spread, deckTop + 96],
  };
  const screen: Frame = {
    x: lid.x + size.side,
    y: lid.y + size.top,
    w: lid.w - size.side * 2,
    h: lid.h - size.top - size.bottom,
  };
  const [light, mid, dark] = look.shell;
  const dark2 = look.family === 'gaming' || look.family === 'workstation';

  const defs = [
    linear('bg', [
      [0, '#F6F9FC'],
      [1, '#E2E9F3'],
    ]),
    radial('glow', [
      [0, '#22D3EE', 0.28],
      [1, '#22D3EE', 0],
    ]),
    radial('shadow', [
      [0, '#0F172A', 0.35],
      [1, '#0F172A', 0],
    ]),
    linear('lid', [
      [0, light],
      [1, mid],
    ]),
    linear('deck', [
      [0, mid],
      [1, light],
    ]),
    linear('scr', [
      [0, look.screen[0]],
      [1, look.screen[1]],
    ]),
    look.family === 'gaming' &&
      linear(
        'rgb',
        [
          [0, '#22D3EE'],
          [0.35, '#8B5CF6'],
          [0.7, '#EC4899'],
          [1, '#F59E0B'],
        ],
        [0, 0],
        [1, 0],
      ),
    look.wallpaper === 'neon' &&
      radial('sun', [
        [0, '#FDE68A'],
        [1, '#F472B6'],
      ]),
    look.wallpaper === 'bloom' &&
      radial('b1', [
        [0, look.accent, 0.9],
        [1, look.accent, 0],
      ]) +
        radial('b2', [
          [0, '#F472B6', 0.75],
          [1, '#F472B6', 0],
        ]),
    `<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.3" fill="#0B3B8C" opacity=".09"/></pattern>`,
    `<clipPath id="sc"><rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="3"/></clipPath>`,
  ]
    .filter(Boolean)
    .join('');

  const bottomY = deck.bl[1];
  const edge = size.edge;
  const frontEdge = `<path d="M${pt(deck.bl)}L${pt(deck.br)}L${num(deck.br[0] - 6)} ${num(bottomY + edge)}Q${num(deck.br[0] - 8)} ${num(bottomY + edge + 4)} ${num(deck.br[0] - 16)} ${num(bottomY + edge + 4)}H${num(deck.bl[0] + 16)}Q${num(deck.bl[0] + 8)} ${num(bottomY + edge + 4)} ${num(deck.bl[0] + 6)} ${num(bottomY + edge)}Z" fill="${dark}"/>`;
  const vents =
    look.family === 'gaming'
      ? `<rect x="${num(deck.bl[0] + 40)}" y="${num(bottomY + edge * 0.45)}" width="${num(deck.br[0] - deck.bl[0] - 80)}" height="3" rx="1.5" fill="url(#rgb)"/>`
      : look.family === 'mac'
        ? `<path d="M${num(370)} ${num(bottomY + 1)}Q400 ${num(bottomY + 7)} 430 ${num(bottomY + 1)}" fill="${mid}"/>`
        : '';
  const touchpad = `<path d="${patch(deck, 0.36, 0.64, 0.67, 0.93)}" fill="${dark2 ? '#1F2937' : mid}" stroke="${dark}" stroke-opacity=".35" stroke-width="1.5"/>`;
  const trackpoint =
    look.family === 'business' && look.accent === '#E11D48'
      ? `<circle cx="${num(at(deck, 0.5, 0.5)[0])}" cy="${num(at(deck, 0.5, 0.5)[1])}" r="4.5" fill="${look.accent}"/><path d="${patch(deck, 0.36, 0.64, 0.63, 0.66)}" fill="${look.accent}" opacity=".55"/>`
      : '';
  const hinges =
    look.family === 'convertible'
      ? [lid.x + 24, lid.x + lid.w - 74]
          .map(
            (hx) => `<rect x="${hx}" y="${lid.y + lid.h - 4}" width="50" height="14" rx="7" fill="${dark}"/>`,
          )
          .join('')
      : '';
  const stylus =
    look.family === 'convertible'
      ? `<g transform="rotate(-14 640 500)"><rect x="560" y="494" width="170" height="11" rx="5.5" fill="${mid}"/><rect x="700" y="494" width="30" height="11" rx="5.5" fill="${dark}"/><path d="M560 494L540 499.5L560 505Z" fill="${dark}"/></g>`
      : '';
  const notch =
    look.family === 'mac'
      ? `<rect x="${num(400 - 28)}" y="${screen.y - 1}" width="56" height="11" rx="4" fill="#0B0F14"/>`
      : `<circle cx="400" cy="${num(lid.y + size.top / 2)}" r="2.6" fill="#0B0F14" opacity=".8"/>`;
  const reflection = `<path d="M${screen.x} ${screen.y}H${num(screen.x + screen.w * 0.55)}L${num(screen.x + screen.w * 0.22)} ${num(screen.y + screen.h)}H${screen.x}Z" fill="#FFFFFF" opacity=".07"/>`;
  const lidRadius = look.family === 'gaming' ? 6 : 14;
  const logoStripe =
    look.family === 'gaming'
      ? `<path d="M${num(400 - 30)} ${num(lid.y + lid.h - size.bottom / 2)}H${num(400 + 30)}" stroke="${look.accent}" stroke-width="3" stroke-linecap="round"/>`
      : '';

  const body = [
    `<rect width="800" height="600" fill="url(#bg)"/><rect width="800" height="600" fill="url(#dots)"/>`,
    `<g transform="translate(0 22)"><circle cx="400" cy="250" r="270" fill="url(#glow)"/>`,
    `<ellipse cx="400" cy="${num(bottomY + edge + 10)}" rx="340" ry="26" fill="url(#shadow)"/>`,
    `<rect x="${lid.x}" y="${lid.y}" width="${lid.w}" height="${lid.h}" rx="${lidRadius}" fill="url(#lid)" stroke="${dark}" stroke-opacity=".5"/>`,
    `<rect x="${lid.x + 3}" y="${lid.y + 3}" width="${lid.w - 6}" height="${lid.h - 6}" rx="${lidRadius - 2}" fill="#0B0F14" opacity="${dark2 ? 0.55 : 0.9}"/>`,
    `<rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="3" fill="url(#scr)"/>`,
    `<g clip-path="url(#sc)">${wallpaper(look.wallpaper, screen, look.accent)}</g>`,
    reflection,
    notch,
    logoStripe,
    `<rect x="${lid.x + 8}" y="${lid.y + lid.h}" width="${lid.w - 16}" height="6" fill="${dark}"/>`,
    hinges,
    `<path d="M${pt(deck.tl)}L${pt(deck.tr)}L${pt(deck.br)}L${pt(deck.bl)}Z" fill="url(#deck)" stroke="${dark}" stroke-opacity=".4" stroke-linejoin="round"/>`,
    keyboard(deck, look, look.family === 'workstation' ? 18 : 15),
    trackpoint,
    touchpad,
    frontEdge,
    vents,
    stylus,
    '</g>',
  ].join('');
  return svgDocument(800, 600, label, defs, body);
}

const LOOKS: Record<string, { label: string; look: LaptopLook }> = {
  'business-silver': {
    label: 'Silver business laptop',
    look: {
      family: 'business',
      shell: ['#E5E9EF', '#C3CAD4', '#7B8594'],
      keys: '#1E2530',
      screen: ['#1D4ED8', '#0B3B8C'],
      wallpaper: 'windows',
      accent: '#22D3EE',
    },
  },
  'business-black': {
    label: 'Black business laptop with a red pointing stick',
    look: {
      family: 'business',
      shell: ['#3A3F47', '#23272E', '#101317'],
      keys: '#0B0D10',
      screen: ['#0E4A9E', '#082A66'],
      wallpaper: 'windows',
      accent: '#E11D48',
    },
  },
  'gaming-black': {
    label: 'Black gaming laptop with an RGB keyboard',
    look: {
      family: 'gaming',
      shell: ['#2C313A', '#1A1D23', '#0A0C0F'],
      keys: '#0A0C0F',
      screen: ['#2E1065', '#7C3AED'],
      wallpaper: 'neon',
      accent: '#22D3EE',
    },
  },
  'gaming-red': {
    label: 'Gaming laptop with red accents',
    look: {
      family: 'gaming',
      shell: ['#33363D', '#1E2127', '#0D0F12'],
      keys: '#0D0F12',
      screen: ['#450A0A', '#BE123C'],
      wallpaper: 'neon',
      accent: '#F43F5E',
    },
  },
  'gaming-blue': {
    label: 'Graphite gaming laptop with blue accents',
    look: {
      family: 'gaming',
      shell: ['#3B4452', '#252C37', '#121821'],
      keys: '#0F141B',
      screen: ['#0C1E4A', '#1D4ED8'],
      wallpaper: 'neon',
      accent: '#38BDF8',
    },
  },
  'macbook-midnight': {
    label: 'Midnight blue thin laptop',
    look: {
      family: 'mac',
      shell: ['#3A4556', '#283241', '#151B25'],
      keys: '#0B0F14',
      screen: ['#1E3A8A', '#0E7490'],
      wallpaper: 'bloom',
      accent: '#22D3EE',
    },
  },
  'macbook-starlight': {
    label: 'Starlight thin laptop',
    look: {
      family: 'mac',
      shell: ['#F3EEE6', '#DCD3C6', '#9C917F'],
      keys: '#1C1C1E',
      screen: ['#4338CA', '#C026D3'],
      wallpaper: 'bloom',
      accent: '#60A5FA',
    },
  },
  'ultrabook-silver': {
    label: 'Silver ultrabook',
    look: {
      family: 'ultrabook',
      shell: ['#F1F4F8', '#CED5DF', '#8A94A3'],
      keys: '#2A313C',
      screen: ['#0EA5E9', '#0B3B8C'],
      wallpaper: 'waves',
      accent: '#22D3EE',
    },
  },
  'ultrabook-navy': {
    label: 'Navy blue ultrabook',
    look: {
      family: 'ultrabook',
      shell: ['#35507D', '#22395F', '#101F38'],
      keys: '#0C1526',
      screen: ['#0891B2', '#1E1B4B'],
      wallpaper: 'waves',
      accent: '#22D3EE',
    },
  },
  'student-silver': {
    label: 'Silver everyday laptop',
    look: {
      family: 'student',
      shell: ['#E8EBEF', '#C7CDD5', '#858E9B'],
      keys: '#262C35',
      screen: ['#38BDF8', '#1E40AF'],
      wallpaper: 'waves',
      accent: '#22D3EE',
    },
  },
  'student-blue': {
    label: 'Blue everyday laptop',
    look: {
      family: 'student',
      shell: ['#5B7FB8', '#3E5F96', '#223B63'],
      keys: '#15233B',
      screen: ['#22D3EE', '#0B3B8C'],
      wallpaper: 'waves',
      accent: '#22D3EE',
    },
  },
  'workstation-graphite': {
    label: 'Graphite mobile workstation',
    look: {
      family: 'workstation',
      shell: ['#4A515C', '#30353D', '#15181C'],
      keys: '#0E1013',
      screen: ['#0F172A', '#0B2447'],
      wallpaper: 'wireframe',
      accent: '#22D3EE',
    },
  },
  'convertible-silver': {
    label: 'Silver 2-in-1 convertible laptop with a stylus',
    look: {
      family: 'convertible',
      shell: ['#EEF1F5', '#CBD2DC', '#8690A0'],
      keys: '#283039',
      screen: ['#FFFFFF', '#F1F5F9'],
      wallpaper: 'ink',
      accent: '#22D3EE',
    },
  },
  'convertible-slate': {
    label: 'Slate grey 2-in-1 convertible laptop with a stylus',
    look: {
      family: 'convertible',
      shell: ['#6B7280', '#4B5563', '#262B33'],
      keys: '#15181D',
      screen: ['#FFFFFF', '#E0F2FE'],
      wallpaper: 'ink',
      accent: '#8B5CF6',
    },
  },
};

export function laptopImages(): DemoImage[] {
  return Object.entries(LOOKS).map(([name, { label, look }]) => ({
    folder: 'laptops',
    name,
    svg: laptopSvg(label, look),
  }));
}

import { between, num } from './svg';

/**
 * Flat silhouettes for the IGSUM landscapes. Each is drawn standing on (0, 0), facing right,
 * and placed with a translate/scale, so one path serves every size and direction.
 */

function place(x: number, y: number, scale: number, flip = false): string {
  const size = num(scale);
  return `translate(${num(x)} ${num(y)}) scale(${flip ? `-${size} ${size}` : size})`;
}

const ELEPHANT =
  'M-46-40C-42-58-18-70 6-68C16-74 30-72 38-62C44-56 46-46 46-38C48-24 47-12 52-4C54 0 49 2 45-2C39-10 40-22 38-30L34-30C32-22 32-12 32 0H21C21-8 20-14 19-20H2C0-14-2-8-2 0H-13C-13-10-14-18-16-22C-24-20-30-16-34-16L-34 0H-45C-46-12-47-28-46-40Z';
const ELEPHANT_EAR = 'M14-60C4-58 2-44 6-34C10-28 18-30 24-34C26-44 24-56 14-60Z';
export const GIRAFFE_PATH =
  'M-26-62C-22-68-10-70 2-70L14-74C20-92 26-110 30-122L28-128C30-128 32-127 33-125C35-127 36-128 38-128L37-123C41-120 46-116 49-112C48-110 46-109 43-110C40-111 38-112 36-112C34-100 30-84 24-66C26-60 24-54 20-52L19 0H15L13-44L11-46L10 0H6L4-48H-12L-16 0H-20L-20-48L-22-46L-23 0H-27L-26-50C-28-54-28-58-26-62Z';
const WILDEBEEST =
  'M-14-9C-12-13-4-15 4-16C9-17 12-15 14-11L17-6C18-4 16-3 14-5L11-8L10 0H8L7-6H-8L-9 0H-11L-12-6L-13 0H-15L-14-9Z';
const LION =
  'M-46-32C-40-40 8-40 24-38L40-40L50-38L55-31L52-25L42-24C39-20 37-18 35-16L35 0H29L27-14H23L23 0H17L15-16C0-19-18-19-26-17L-27 0H-33L-36-12L-38 0H-44L-45-18C-48-24-48-28-46-32Z';
const LION_MANE = 'M22-36C22-50 36-56 46-48C54-42 52-30 46-24C44-14 34-10 28-14C20-18 18-28 22-36Z';
const LION_FACE = 'M40-42C44-46 50-44 52-38L56-31L52-25L43-25C39-30 38-38 40-42Z';
const LIONESS =
  'M-44-28C-38-35 4-35 20-33L30-38C34-42 40-42 44-38L50-34L49-29L40-27C36-22 33-18 31-15L31 0H25L23-13H20L20 0H14L12-15C-2-17-16-17-24-15L-25 0H-31L-34-10L-36 0H-42L-43-15C-46-20-46-24-44-28Z';
const LION_TAIL = 'M-46-30C-56-26-58-16-60-10';

export const wildebeestSymbol = `<path id="wb" d="${WILDEBEEST}"/>`;

export function elephant(
  x: number,
  y: number,
  scale: number,
  fill: string,
  ear: string,
  flip = false,
): string {
  return `<g transform="${place(x, y, scale, flip)}" fill="${fill}"><path d="${ELEPHANT}"/><path d="${ELEPHANT_EAR}" fill="${ear}"/><path d="M38-32C42-24 48-22 54-24C48-26 44-30 42-34Z" fill="#EFE4CC"/></g>`;
}

export function giraffe(x: number, y: number, scale: number, fill: string, flip = false): string {
  return `<path transform="${place(x, y, scale, flip)}" d="${GIRAFFE_PATH}" fill="${fill}"/>`;
}

export function lion(x: number, y: number, scale: number, fill: string, mane: string, flip = false): string {
  const tail = `<path d="${LION_TAIL}" stroke="${fill}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="-60" cy="-9" r="3.5" fill="${mane}"/>`;
  return `<g transform="${place(x, y, scale, flip)}">${tail}<path d="${LION}" fill="${fill}"/><path d="${LION_MANE}" fill="${mane}"/><path d="${LION_FACE}" fill="${fill}"/><circle cx="43" cy="-44" r="3" fill="${fill}"/></g>`;
}

export function lioness(x: number, y: number, scale: number, fill: string, flip = false): string {
  const tail = `<path d="M-44-26C-54-22-56-12-58-6" stroke="${fill}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="-58" cy="-5" r="3" fill="${fill}"/>`;
  return `<g transform="${place(x, y, scale, flip)}" fill="${fill}">${tail}<path d="${LIONESS}"/><circle cx="36" cy="-41" r="3"/></g>`;
}

/** A herd drawn from one symbol; the generator decides where each animal stands. */
export function herd(
  random: () => number,
  area: { x: number; y: number; w: number; h: number },
  count: number,
  fill: string,
): string {
  const animals: string[] = [];
  for (let i = 0; i < count; i++) {
    const depth = random();
    const ax = area.x + random() * area.w;
    const ay = area.y + depth * area.h;
    const scale = 0.6 + depth * 0.9;
    animals.push(`<use href="#wb" transform="${place(ax, ay, scale, random() < 0.25)}"/>`);
  }
  return `<g fill="${fill}">${animals.join('')}</g>`;
}

/** The flat-topped umbrella thorn tree of the savanna. */
export function acacia(x: number, y: number, scale: number, fill: string, random: () => number): string {
  const lean = between(random, -6, 6);
  const canopy = [
    [0, -64, 62, 10],
    [-30, -69, 30, 9],
    [24, -71, 34, 9],
    [-2, -74, 24, 7],
    [44, -64, 22, 7],
    [-50, -63, 18, 6],
  ]
    .map(([cx, cy, rx, ry]) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`)
    .join('');
  const trunk = `M0 0C${num(lean)} -24 ${num(lean)} -36 ${num(lean - 2)} -48L-22-62M${num(lean - 2)} -48L18-64M${num(lean)} -30L${num(lean + 24)} -60`;
  const base = `M-5 0C-2-10-2-22 ${num(lean - 1)} -34L${num(lean + 2)} -34C2-22 2-10 5 0Z`;
  return `<g transform="${place(x, y, scale)}" fill="${fill}"><path d="${base}"/><path d="${trunk}" stroke="${fill}" stroke-width="4" stroke-linecap="round" fill="none"/>${canopy}</g>`;
}

/** The baobab: a bottle trunk with stubby, root-like branches. */
export function baobab(x: number, y: number, scale: number, fill: string, random: () => number): string {
  const branches = [
    [-14, -86, -36, -112],
    [-8, -90, -14, -122],
    [4, -90, 10, -126],
    [12, -86, 34, -114],
    [-34, -112, -50, -118],
    [34, -114, 48, -128],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `M${x1} ${y1}L${num(x2! + between(random, -4, 4))} ${num(y2! + between(random, -4, 4))}`,
    )
    .join('');
  const tufts = [
    [-38, -116],
    [-14, -126],
    [10, -130],
    [36, -118],
    [-52, -120],
    [49, -130],
  ]
    .map(([cx, cy]) => `<ellipse cx="${cx}" cy="${cy}" rx="${num(between(random, 9, 14))}" ry="5"/>`)
    .join('');
  const trunk = 'M-30 0C-24-20-30-50-18-78C-16-86-16-92-14-96H14C16-90 16-84 18-78C30-50 24-20 30 0Z';
  return `<g transform="${place(x, y, scale)}" fill="${fill}"><path d="${trunk}"/><path d="${branches}" stroke="${fill}" stroke-width="7" stroke-linecap="round"/>${tufts}</g>`;
}

export function palm(
  x: number,
  y: number,
  scale: number,
  trunk: string,
  leaves: string,
  flip = false,
): string {
  const fronds = [
    [-78, 6, 26],
    [-64, -30, 24],
    [-34, -58, 16],
    [0, -66, 8],
    [34, -54, 14],
    [66, -26, 22],
    [76, 12, 26],
    [40, 40, 14],
    [-42, 38, 14],
  ]
    .map(([tx, ty, droop]) => {
      const mx = tx! / 2;
      const my = ty! / 2 - droop!;
      const nx = (-ty! / 80) * 9;
      const ny = (tx! / 80) * 9;
      return `M0 0Q${num(mx + nx)} ${num(my + ny)} ${tx} ${ty}Q${num(mx - nx)} ${num(my - ny)} 0 0Z`;
    })
    .join('');
  return `<g transform="${place(x, y, scale, flip)}"><path d="M-6 0C-4-60 8-120 30-170L38-168C18-120 8-60 6 0Z" fill="${trunk}"/><path transform="translate(34 -170)" d="${fronds}" fill="${leaves}"/></g>`;
}

/** A lateen-rigged dhow, the sailing boat of the Swahili coast. */
export function dhow(
  x: number,
  y: number,
  scale: number,
  hull: string,
  sailColor: string,
  flip = false,
): string {
  const sail = 'M62-30L-50-128C-56-92-52-50-40-14C-6-18 30-24 62-30Z';
  const hullPath = 'M-68-16L-62 2C-30 12 28 12 54 2C62-2 70-10 80-24C60-12 20-10-68-16Z';
  return `<g transform="${place(x, y, scale, flip)}"><path d="M-4-12L-14-104" stroke="${hull}" stroke-width="3.5"/><path d="${sail}" fill="${sailColor}"/><path d="M62-30L-50-128" stroke="${hull}" stroke-width="3" stroke-linecap="round"/><path d="${hullPath}" fill="${hull}"/></g>`;
}

export function cloud(x: number, y: number, scale: number, fill: string, opacity: number): string {
  return `<path transform="${place(x, y, scale)}" d="M-60 0C-64-12-50-20-38-16C-34-30-12-34-2-22C6-34 30-32 34-16C48-20 62-10 56 0Z" fill="${fill}" opacity="${opacity}"/>`;
}

export function birds(x: number, y: number, scale: number, stroke: string): string {
  const d = 'M0 0Q6-6 12 0Q18-6 24 0M30-14Q35-19 40-14Q45-19 50-14M-22-20Q-17-25-12-20Q-7-25-2-20';
  return `<path transform="${place(x, y, scale)}" d="${d}" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round"/>`;
}

const MAASAI_SKIN = '#3A2417';

/** A Maasai figure in a shuka; `<use>` it with `color` set to the shuka's colour. */
export const maasaiSymbol = `<g id="ms"><path d="M-3-14L-4 0M3-14L4 0" stroke="${MAASAI_SKIN}" stroke-width="3" stroke-linecap="round"/><path d="M12-74L14 2" stroke="#5A3A22" stroke-width="1.6"/><path d="M-8-50C-10-36-11-24-10-12L10-14C10-26 9-38 8-50C4-53-4-53-8-50Z" fill="currentColor"/><path d="M-8-50L8-26M-9-36L9-16" stroke="#7F1D1D" stroke-width="2" opacity=".5"/><path d="M-2-52V-56H2V-52Z" fill="${MAASAI_SKIN}"/><circle cx="0" cy="-61" r="5.5" fill="${MAASAI_SKIN}"/><path d="M-6-52Q0-47 6-52" fill="none" stroke="#F5F5F4" stroke-width="3" stroke-dasharray="1.5 2"/><path d="M-6-49Q0-44 6-49" fill="none" stroke="#2563EB" stroke-width="2"/></g>`;

/** `jump` lifts the figure off the ground, as in the adumu dance. */
export function maasai(x: number, y: number, scale: number, shuka: string, jump = 0): string {
  return `<use href="#ms" color="${shuka}" transform="${place(x, y - jump, scale)}"/>`;
}

/** An enkaji, the low rounded mud house of a Maasai boma. */
export function hut(x: number, y: number, scale: number, wall: string, door: string): string {
  return `<g transform="${place(x, y, scale)}"><path d="M-42 0C-44-22-30-34 0-36C30-34 44-22 42 0Z" fill="${wall}"/><path d="M-30-26C-16-32 16-32 30-26" stroke="${door}" stroke-width="2" opacity=".35" fill="none"/><path d="M-6 0V-12C-6-18 6-18 6-12V0Z" fill="${door}"/></g>`;
}

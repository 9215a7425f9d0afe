/** Small helpers shared by the demo illustrations: compact numbers, gradients, seeded randomness. */

export type Point = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** One illustration, written to `images/<folder>/<name>.svg`. */
export type DemoImage = { folder: string; name: string; svg: string };

/** Rounds to one decimal so the files stay small and byte-identical between runs. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function pt([x, y]: Point): string {
  return `${num(x)} ${num(y)}`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(
  width: number,
  height: number,
  label: string,
  defs: string,
  body: string,
): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`;
  return `${head}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

/** A linear gradient in the shape's own box; vertical unless told otherwise. */
export function linear(id: string, list: readonly Stop[], from: Point = [0, 0], to: Point = [0, 1]): string {
  return `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** mulberry32: a tiny seeded generator, so every run draws the same picture. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: () => number, low: number, high: number): number {
  return low + (high - low) * random();
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers), without the leading M. */
export function smoothThrough(points: readonly Point[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d;
}

/** A rolling ridge filled down to the bottom of the picture. */
export function ridge(
  random: () => number,
  options: { width: number; height: number; y: number; amplitude: number; step: number; fill: string },
): string {
  const { width, height, y, amplitude, step, fill } = options;
  const points: Point[] = [];
  for (let x = -step; x <= width + step; x += step) {
    points.push([x, y + between(random, -amplitude, amplitude)]);
  }
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const d = `M${pt(first)}${smoothThrough(points)}L${num(last[0])} ${height}L${num(first[0])} ${height}Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

import { linear, radial, svgDocument } from './svg';

/** The shared IGSUM product backdrop: a warm cream studio with a table edge and a soft shadow. */
export function productStage(label: string, defs: string, product: string, shadowWidth = 190): string {
  const stageDefs =
    linear('bg', [
      [0, '#FBF4E6'],
      [1, '#F1E0C1'],
    ]) +
    radial('halo', [
      [0, '#E8C58A', 0.55],
      [1, '#E8C58A', 0],
    ]) +
    radial('shadow', [
      [0, '#5A3A1E', 0.35],
      [1, '#5A3A1E', 0],
    ]);
  const stage = `<rect width="800" height="600" fill="url(#bg)"/><circle cx="400" cy="290" r="250" fill="url(#halo)"/><rect y="470" width="800" height="130" fill="#E9D2A6"/><rect y="470" width="800" height="3" fill="#F6E6C6"/><ellipse cx="400" cy="474" rx="${shadowWidth}" ry="18" fill="url(#shadow)"/>`;
  return svgDocument(800, 600, label, stageDefs + defs, stage + product);
}

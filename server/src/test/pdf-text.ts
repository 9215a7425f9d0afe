import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams inflated, each hex string (pdf-lib writes text so) decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      shown.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return shown.join('\n');
}

import { encode } from 'uqr';
import { cn } from '#web/lib/cn.ts';

type QrCodeProps = {
  /** What the code holds: a link, usually. */
  value: string;
  /** Its accessible name ("QR code: verify this receipt at TRA"). */
  label: string;
  className?: string;
};

/**
 * A QR code as one SVG path, black on white with its quiet zone (4 modules), sharp at any size
 * and in print. Error correction M: a printed receipt or a voucher on a scratched phone screen
 * still scans. Import it only from the screens that show one (a receipt, a voucher): uqr then
 * loads with them and no other page downloads it.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, data } = encode(value, { ecc: 'M', border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block bg-white', className)}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(data)} fill="#000" />
    </svg>
  );
}

/** Each dark module as a 1x1 square of one path: `M x y h1 v1 h-1 z`, runs on a row joined. */
export function modulesPath(data: readonly (readonly boolean[])[]): string {
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

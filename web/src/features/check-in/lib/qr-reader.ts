// qr-scanner, loaded only by the check-in screen (its decoder runs in a worker of its own, loaded
// with its first scan): docs/vouchers-and-check-in.md.
type QrScannerModule = typeof import('qr-scanner');

let loading: Promise<QrScannerModule['default']> | undefined;
const scannerClass = () => {
  loading ??= import('qr-scanner').then((m) => m.default);
  return loading;
};

/** The code in a photo (a file the guide chose, or a picture the phone's camera app took); null when none. */
export async function readQrFromImage(image: Blob): Promise<string | null> {
  const QrScanner = await scannerClass();
  try {
    const result = await QrScanner.scanImage(image, { returnDetailedScanResult: true });
    return result.data || null;
  } catch {
    return null;
  }
}

/** Scans with the camera into `video` until stopped; each code read goes to `onCode`. */
export async function startCamera(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<{ stop(): void }> {
  const QrScanner = await scannerClass();
  const scanner = new QrScanner(video, (result) => onCode(result.data), {
    preferredCamera: 'environment',
    maxScansPerSecond: 5,
    returnDetailedScanResult: true,
  });
  await scanner.start();
  return {
    stop() {
      scanner.stop();
      scanner.destroy();
    },
  };
}

/**
 * Loads the scanner and its decoder while the signal is there: the guide opens the departure
 * online and may scan its first voucher where there is none.
 */
export async function warmScanner(): Promise<void> {
  const QrScanner = await scannerClass();
  const engine = await QrScanner.createQrEngine();
  if (engine instanceof Worker) engine.terminate();
}

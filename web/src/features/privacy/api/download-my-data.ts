import { downloadFile } from '#web/lib/download-file.ts';

/** docs/privacy.md, "Download": the signed-in customer's data as a ZIP of JSON and CSV. */
export function downloadMyData(): Promise<void> {
  return downloadFile('/account/export/', 'my-data.zip');
}

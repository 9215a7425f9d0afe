/** A chosen file's text, as UTF-8 (a byte-order mark is left for the server, which reads it). */
export function readTextFile(file: Blob): Promise<string> {
  // FileReader, not file.text(): jsdom, which the component tests run in, lacks Blob.text().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

// The size of a response's body as the server sends it for one Accept-Encoding, still compressed
// (fetch and browsers would decompress it): how `npm run lighthouse` and the e2e budget test count
// the JavaScript of a first visit (docs/server-rendering.md).
import http from 'node:http';

/** @param {string} url @param {string} encoding @returns {Promise<number>} */
export function bodyBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let size = 0;
        res.on('data', (chunk) => {
          size += chunk.length;
        });
        res.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

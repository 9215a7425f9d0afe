/**
 * The floor to compare against: plain node:http answering every request with the bytes the shop
 * sent for it, held in memory: the brotli body when the client accepts brotli, else the plain one.
 * It receives both from the parent over IPC.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Body = { body: string; contentType: string };
type Message = { plain: Body; brotli: Body };

process.once('message', (message: Message) => {
  const plain = Buffer.from(message.plain.body, 'base64');
  const brotli = Buffer.from(message.brotli.body, 'base64');
  const server = http.createServer((request, response) => {
    if (request.headers['accept-encoding']?.includes('br')) {
      response.writeHead(200, {
        'content-type': message.brotli.contentType,
        'content-encoding': 'br',
        'content-length': brotli.length,
      });
      response.end(brotli);
    } else {
      response.writeHead(200, { 'content-type': message.plain.contentType, 'content-length': plain.length });
      response.end(plain);
    }
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});

/**
 * The floor to compare against: plain node:http answering every request with the same bytes,
 * held in memory. It receives the body and content type from the parent over IPC.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

process.once('message', (message: { body: string; contentType: string }) => {
  const body = Buffer.from(message.body, 'base64');
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': message.contentType, 'content-length': body.length });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});

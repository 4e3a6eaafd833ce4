// @ts-check
// The benchmark's ceiling: node:http answering, for each path, exactly the bytes the portal
// answered (status 200, same content type), with nothing else in between.
// Usage: node bench/bare-server.mjs <port> <routes.json>  (routes: {path: {contentType, body(base64)}})
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([p, r]) => [
    p,
    { contentType: r.contentType, body: Buffer.from(r.body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(req.url === '/' ? 204 : 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
    res.end(route.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`bare server on 127.0.0.1:${port}`));

process.on('SIGTERM', () => process.exit(0));

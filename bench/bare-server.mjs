// @ts-check
// The benchmark's ceiling: node:http answering, for each path, exactly the answer the portal gave
// (status 200, the same headers, the same compressed body), with nothing else in between.
// Usage: node bench/bare-server.mjs <port> <routes.json>  (routes: {path: {headers: [name, value][], body(base64)}})
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([p, r]) => [
    p,
    { headers: /** @type {[string, string][]} */ (r.headers).flat(), body: Buffer.from(r.body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(req.url === '/' ? 204 : 404).end();
      return;
    }
    res.writeHead(200, route.headers);
    res.end(route.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`bare server on 127.0.0.1:${port}`));

process.on('SIGTERM', () => process.exit(0));

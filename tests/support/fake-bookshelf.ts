// The made-up Bookshelf vendor of tests/authors-kit/bookshelf.openapi.yaml on 127.0.0.1: a bearer
// token, books with cursor pages, authors with numbered pages. It echoes the token back in one field
// (as careless vendors do) so that recording must take it out of answers too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const BOOKSHELF_TOKEN = 'bk-secret-token-9876';

const book = (i: number) => ({
  id: `bk_${i}`,
  title: `Book ${i}`,
  genre: 'fiction',
  published_on: i % 2 ? null : `2020-01-0${i}`,
  author: { id: 'au_1', name: 'Ann Author', born: 1970 },
  created_at: `2025-01-0${i}T10:00:00Z`,
});

export class FakeBookshelf {
  origin = '';
  private server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const c of req) raw += c;
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${BOOKSHELF_TOKEN}`)
      return send(401, { message: 'bad token' });
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /v2/books')
      return send(200, { data: [1, 2, 3, 4, 5].map(book), next_cursor: 'cur_2', has_more: true });
    if (route === 'POST /v2/books') return send(201, { ...book(6), ...JSON.parse(raw) });
    if (route === 'GET /v2/books/bk_1')
      return send(200, { ...book(1), shared_with: `token ${BOOKSHELF_TOKEN}` });
    if (route === 'PATCH /v2/books/bk_1') return send(200, { ...book(1), ...JSON.parse(raw) });
    if (route === 'GET /v2/authors')
      return send(200, {
        authors: [
          { id: 'au_1', name: 'Ann Author', born: 1970 },
          { id: 'au_2', name: 'Bo Writer', born: null },
        ],
        has_next: false,
      });
    return send(404, { message: `no route ${route}` });
  });

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

// A stateful fake of the synthetic 'acme' people and notes lists (offset paging, an updated_since
// filter), for context-store syncs; it can fail from a given request on, like a vendor outage.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Person {
  id: string;
  name: string;
  bio: string;
  age: number;
  score: number;
  active: boolean;
  updated_at: string;
  address: { city: string; zip: string };
  tags: string[];
  pets: { kind: string; name: string }[];
}

export class FakePeople {
  origin = '';
  people: Person[] = [];
  notes: { id: string; person: string; text: string }[] = [];
  requests: string[] = [];
  /** Answer 500 to every request after this many (undefined: never). */
  failAfter: number | undefined;
  private server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', this.origin);
    this.requests.push(`${url.pathname}?${url.searchParams}`);
    if (this.failAfter !== undefined && this.requests.length > this.failAfter)
      return void res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"message":"outage"}');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    if (url.pathname === '/api/people') {
      const since = url.searchParams.get('updated_since');
      const per = Number(url.searchParams.get('per_page') ?? 4);
      const rows = this.people
        .filter((p) => !since || p.updated_at > since)
        .sort((a, b) => a.id.localeCompare(b.id));
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ items: rows.slice(offset, offset + per) }));
    }
    if (url.pathname === '/api/notes') {
      const rows = this.notes.filter((n) => n.person === url.searchParams.get('person'));
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ items: rows.slice(offset, offset + 2) }));
    }
    res.writeHead(404).end();
  });

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return (this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}

const NAMES = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
  'Ken Thompson',
  'Frances Allen',
  'John McCarthy',
  'Radia Perlman',
  'Tony Hoare',
];
const CITIES = ['Berlin', 'Paris', 'Lisbon'];

export function person(i: number, change = ''): Person {
  return {
    id: `p${String(i).padStart(3, '0')}`,
    name: NAMES[i % NAMES.length]!,
    bio: `${['compiler', 'database', 'network'][i % 3]} researcher and ${['teacher', 'author', 'engineer'][i % 3]}${change}`,
    age: 30 + i,
    score: i / 4,
    active: i % 2 === 0,
    updated_at: `2024-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`,
    address: { city: CITIES[i % 3]!, zip: `1${String(i).padStart(4, '0')}` },
    tags: i % 4 === 0 ? ['vip', 'early'] : ['early'],
    pets:
      i % 3 === 0
        ? [{ kind: 'cat', name: `Cat${i}` }]
        : [
            { kind: 'dog', name: `Dog${i}` },
            { kind: 'fish', name: `Fish${i}` },
          ],
  };
}

// The table of pagination strategies a manifest may name. Add a strategy: one file, one line here.
import { cursor } from './cursor.ts';
import { linkHeader } from './link-header.ts';
import { nextUrl } from './next-url.ts';
import { offset } from './offset.ts';
import { page } from './page.ts';
import type { Strategy } from './types.ts';

export const strategies: Record<string, Strategy<any>> = { cursor, page, offset, link_header: linkHeader, next_url: nextUrl };
export type { NextPage, PageState, Paginator } from './types.ts';

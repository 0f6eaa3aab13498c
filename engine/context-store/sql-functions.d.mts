// Types of sql-functions.mjs (plain JavaScript so that search worker threads can load it).
import type Database from 'better-sqlite3';

export function textWords(text: string): string[];
export class SearchBudgetExceeded extends Error {}
export function registerSearchFunctions(db: Database.Database, deadline: () => number): void;

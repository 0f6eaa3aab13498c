// Setup of the PostgreSQL run of the server suites (vitest.config.ts): each test file's schemas go after it.
import { afterAll } from 'vitest';
import { dropSchemas } from './database.ts';

afterAll(() => dropSchemas());

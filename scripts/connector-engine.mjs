#!/usr/bin/env node
// The command-line entry point: runs the TypeScript sources through tsx, no build step needed.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');

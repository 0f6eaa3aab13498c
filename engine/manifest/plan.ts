// The plan types moved to engine/plan/; this re-export keeps the importers owned by other branches
// compiling until they import engine/plan/plan.ts themselves. Delete it then.
export * from '../plan/plan.ts';

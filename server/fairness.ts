// How organisations share one process: search slots (a fair queue in front of the SQLite search
// workers or the PostgreSQL search pool, engine/context-store/fair-queue.ts), a call rate per organisation
// (call-rate.ts) and vendor calls per request (vendor-budget.ts). Each limit has its variable
// (server/config.ts); docs/security-fairness.md explains them.
import type { openContextStore } from '../engine/index.ts';
import { CallRate, type CallRateSettings, DEFAULT_CALL_RATE } from './call-rate.ts';
import { DEFAULT_VENDOR_CALLS_PER_REQUEST, VendorCallBudget } from './vendor-budget.ts';

/** The fair queue's limits, as a context store takes them. */
type FairLimits = NonNullable<NonNullable<Parameters<typeof openContextStore>[1]>['fairness']>;

export interface FairnessSettings {
  /** SQLite search worker threads (CONNECTOR_ENGINE_SEARCH_WORKERS). */
  searchWorkers: number;
  /** Searches one organisation may have running or waiting in a process (CONNECTOR_ENGINE_SEARCHES_PER_ORG). */
  searchesPerOrg: number;
  /** Longest wait for a search slot before 429, in ms (CONNECTOR_ENGINE_SEARCH_QUEUE_MS). */
  searchQueueMs: number;
  callRate: CallRateSettings;
  /** Vendor calls one HTTP request (an MCP batch included) may cause (CONNECTOR_ENGINE_MAX_VENDOR_CALLS_PER_REQUEST). */
  vendorCallsPerRequest: number;
}

export const DEFAULT_FAIRNESS: FairnessSettings = {
  searchWorkers: 2,
  searchesPerOrg: 4,
  searchQueueMs: 2000,
  callRate: DEFAULT_CALL_RATE,
  vendorCallsPerRequest: DEFAULT_VENDOR_CALLS_PER_REQUEST,
};

export function fairnessSettings(given: Partial<FairnessSettings> = {}): FairnessSettings {
  return { ...DEFAULT_FAIRNESS, ...given };
}

/**
 * The fair queue's limits: with several slots, one organisation holds all but one, so another's
 * search never waits behind it for a whole budget.
 */
export function searchLimits(s: FairnessSettings, slots: number): FairLimits {
  return {
    perTenant: s.searchesPerOrg,
    share: Math.max(1, slots - 1),
    maxWaitMs: s.searchQueueMs,
  };
}

/** What the execute and MCP routes check per call. */
export interface CallGuard {
  rate: CallRate;
  /** A fresh budget of vendor calls for one HTTP request. */
  vendorBudget(): VendorCallBudget;
}

export function callGuard(s: FairnessSettings): CallGuard {
  const rate = new CallRate(s.callRate);
  return { rate, vendorBudget: () => new VendorCallBudget(s.vendorCallsPerRequest) };
}

// One JSON line per event on stdout. Callers pass only ids, names and figures: never bodies,
// headers or credentials, so nothing secret can reach the log.
export type Log = (event: Record<string, unknown>) => void;

export const jsonLines =
  (write: (line: string) => void = (l) => process.stdout.write(l)): Log =>
  (event) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);

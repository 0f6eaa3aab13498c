// connector-engine serve: the hosted service; the first signal stops gracefully, a second at once.
export async function serveCommand(): Promise<void> {
  const { startServer } = await import('../../server/main.ts');
  try {
    const running = await startServer();
    const stop = () => {
      process.once('SIGINT', () => process.exit(1));
      process.once('SIGTERM', () => process.exit(1));
      void running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    process.stderr.write(`connector-engine: ${(err as Error).message}\n`);
    process.exit(1);
  }
}

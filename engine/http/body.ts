// Reads a response body into memory up to a byte cap, so that a vendor cannot exhaust the process
// with one huge answer. Error bodies are cut at the cap (only their start matters); any other body
// past the cap is refused.
import type { Dispatcher } from 'undici';

export class ResponseTooLarge extends Error {}

/**
 * Reads through the stream's events, as undici's own `body.text()` does: an async iterator costs a
 * promise and a wake-up per chunk. A stream that closes before its end (the vendor hung up, the
 * deadline aborted it) fails the read with the stream's error, or a premature-close error.
 */
export function readCapped(
  body: Dispatcher.ResponseData['body'],
  max: number,
  cutAtCap: boolean,
): Promise<{ text: string; cut: boolean }> {
  return new Promise((done, failed) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      body.off('data', onData);
      outcome();
    };
    const text = () => Buffer.concat(chunks, size).toString('utf8');
    const onData = (buf: Buffer) => {
      if (size + buf.length <= max) {
        chunks.push(buf);
        size += buf.length;
        return;
      }
      chunks.push(buf.subarray(0, max - size));
      size = max;
      settle(() => (cutAtCap ? done({ text: text(), cut: true }) : failed(new ResponseTooLarge())));
      body.destroy(); // stop reading: the rest of an oversized body is never buffered
    };
    body
      .on('data', onData)
      .once('end', () => settle(() => done({ text: text(), cut: false })))
      .on('error', (err) => settle(() => failed(err))) // stays: an error after the read is not thrown
      .once('close', () => settle(() => failed(prematureClose())));
  });
}

const prematureClose = () =>
  Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

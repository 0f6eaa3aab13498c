// Reads a response body into memory up to a byte cap, so that a vendor cannot exhaust the process
// with one huge answer. Error bodies are cut at the cap (only their start matters); any other body
// past the cap is refused.
import type { Dispatcher } from 'undici';

export class ResponseTooLarge extends Error {}

export async function readCapped(
  body: Dispatcher.ResponseData['body'],
  max: number,
  cutAtCap: boolean,
): Promise<{ text: string; cut: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    if (size + buf.length > max) {
      body.destroy(); // stop reading: the rest of an oversized body is never buffered
      if (!cutAtCap) throw new ResponseTooLarge();
      chunks.push(buf.subarray(0, max - size));
      return { text: Buffer.concat(chunks).toString('utf8'), cut: true };
    }
    chunks.push(buf);
    size += buf.length;
  }
  return { text: Buffer.concat(chunks, size).toString('utf8'), cut: false };
}

import { ServerResponse } from 'node:http';
import { Stream } from 'node:stream';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Room for the UTF-8 of any string of up to a third of its size in UTF-16 units: a unit takes at most three bytes. */
const scratch = Buffer.allocUnsafeSlow(256 * 1024);

/**
 * `text` as UTF-8, as `Buffer.from(text)` gives it, for less: Buffer.from measures the UTF-8
 * length in a pass of its own before encoding, and a string with Thai in it is a two-byte string
 * in V8, slow to measure. A page of postings took a third less encoded into a buffer large enough
 * for any string of its length, then copied out (docs/decisions.md #55).
 */
export function utf8Bytes(text: string): Buffer {
  if (text.length * 3 > scratch.length) return Buffer.from(text);
  const length = scratch.write(text);
  const bytes = Buffer.allocUnsafe(length);
  scratch.copy(bytes, 0, 0, length);
  return bytes;
}

/**
 * An answer's JSON, serialised before ts-rest sends it: ts-rest pipes a Stream body into the
 * response as it is, so this sets the JSON headers and writes the bytes, skipping Express's
 * `res.json` and `res.send` (content-type parsing, freshness check, ETag decision) for answers
 * that need none of it (docs/decisions.md #24). The body is bytes, not the JSON string: written
 * as a string with the headers, a page of Thai text was concatenated with them into a two-byte
 * string, flattened, measured and encoded, slower than encoding it once.
 */
export class SerialisedBody extends Stream {
  readonly #bytes: Buffer;
  readonly #sent: ((res: ServerResponse) => void) | undefined;

  /** `sent` is called with the response once every header is set, just before the body is written. */
  constructor(bytes: Buffer, sent?: (res: ServerResponse) => void) {
    super();
    this.#bytes = bytes;
    this.#sent = sent;
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T): T {
    if (destination instanceof ServerResponse) {
      if (!destination.hasHeader('Content-Type')) destination.setHeader('Content-Type', JSON_CONTENT_TYPE);
      destination.setHeader('Content-Length', this.#bytes.length);
      this.#sent?.(destination);
    }
    destination.end(this.#bytes);
    return destination;
  }
}

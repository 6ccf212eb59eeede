import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** JSON with object keys sorted at every level: the same data always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 (hex) of a request's JSON body in canonical form, so a retry whose client wrote
 * the same data with other spacing or key order still counts as the same request. A plain
 * JavaScript hash, the same on Node and serverless runtimes, and synchronous: Web Crypto's
 * digest hands each body to a worker thread and back, which under load costs more than the
 * hash and holds the request out of the batch its neighbours are written in.
 */
export function requestHash(body: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(body))));
}

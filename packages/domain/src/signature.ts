import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export type V5SignatureInput = { method: string; path: string; timestamp: string; nonce: string; appKey: string };

/** Signature of a v5 call (§7): hex SHA-256 of METHOD, path, timestamp, nonce and app key, one per line. */
export function v5Signature(input: V5SignatureInput): string {
  const text = [input.method.toUpperCase(), input.path, input.timestamp, input.nonce, input.appKey].join('\n');
  return bytesToHex(sha256(utf8ToBytes(text)));
}

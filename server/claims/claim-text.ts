import 'server-only';
import { isSealed, openSealedText, sealText } from '../storage/sealed-text';

/**
 * A claim's free text (the description: medical details; the names of its documents) is stored
 * sealed (AES-256-GCM, the documents' key) and opened only for the console and the CRM webhook.
 */
export function encryptClaimText(plaintext: string): string {
  return sealText(plaintext);
}

/** The plaintext; rows stored before encryption at rest (plain strings) are returned as they are. */
export function decryptClaimText(stored: string): string {
  return isSealed(stored) ? openSealedText(stored) : stored;
}

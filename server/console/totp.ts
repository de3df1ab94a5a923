import 'server-only';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { base32Encode, TOTP_STEP_SECONDS } from '@/lib/totp';

export { matchTotpStep, totpCode, verifyTotp } from '@/lib/totp';

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI authenticator apps read (typed in, or as the QR code below). */
export function totpUri(secret: string, account: string, issuer = 'InsuranceMatch console'): string {
  return `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${TOTP_STEP_SECONDS}`;
}

/** The URI as an SVG QR code, made on the server (the secret never goes to a third party or a script). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

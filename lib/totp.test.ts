import { describe, expect, it } from 'vitest';
import { base32Encode, matchTotpStep, totpCode, verifyTotp } from './totp';

// RFC 6238 appendix B (SHA-1): secret "12345678901234567890", codes cut to 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accepts the neighbouring step for clock drift, nothing further', () => {
    const at = 1_234_567_890_000;
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at - 90_000), at)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', at)).toBe(false);
  });
});

describe('matchTotpStep', () => {
  it('names the time step a code belongs to, so the server can refuse it the second time', () => {
    const at = 1_234_567_890_000;
    const step = Math.floor(at / 30_000);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, '12345', at)).toBeNull();
  });
});

describe('base32 secrets', () => {
  // The secret an operator types into the authenticator app is base32Encode's: a wrong letter and no
  // code the app shows would ever be accepted.
  it('encodes as RFC 4648 says (its test vectors, without padding)', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [text, encoded] of vectors) expect(base32Encode(Buffer.from(text)), text).toBe(encoded);
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe(RFC_SECRET);
  });

  it('reads a secret as an app shows it: lower case, spaced in groups, padded, with every letter', () => {
    const at = 1_234_567_890_000;
    const spaced = RFC_SECRET.toLowerCase().replace(/(.{4})/g, '$1 ') + '====';
    expect(totpCode(spaced, at)).toBe('005924');
    // "A" stands for zero: a secret of zero bytes and ones still gives the RFC's code for those bytes.
    const withA = base32Encode(Buffer.from([0, 0, 0, 0, 0, 1, 2, 3, 4, 5]));
    expect(withA.startsWith('AAAAAAAA')).toBe(true);
    expect(totpCode(withA, at)).toMatch(/^\d{6}$/);
    expect(() => totpCode('GEZDGNBV1', at)).toThrow('invalid base32');
  });

  it('refuses a code of more than six digits even when its last six are right (no crash comparing lengths)', () => {
    const at = 1_234_567_890_000;
    const code = totpCode(RFC_SECRET, at);
    expect(matchTotpStep(RFC_SECRET, `1${code}`, at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, `${code}1`, at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, ` ${code.slice(0, 3)} ${code.slice(3)} `, at)).toBe(Math.floor(at / 30_000));
  });
});

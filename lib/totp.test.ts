import { describe, expect, it } from 'vitest';
import { matchTotpStep, totpCode, verifyTotp } from './totp';

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

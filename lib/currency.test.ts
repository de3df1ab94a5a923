import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdThousands } from './currency';

describe('currency', () => {
  it('formats whole US dollars with thousand separators', () => {
    expect(formatUsd(1380)).toBe('$1,380');
    expect(formatUsd(120)).toBe('$120');
    expect(formatUsd(396000)).toBe('$396,000');
    expect(formatUsd(99.6)).toBe('$100');
  });
  it('formats axis ticks in $ thousands', () => {
    expect(formatUsdThousands(360000)).toBe('$360k');
    expect(formatUsdThousands(1500000)).toBe('$1,500k');
  });
  it('writes dollars the US way on Spanish pages too (es-US)', () => {
    expect(formatUsd(1380, 'es')).toBe('$1,380');
    expect(formatUsd(396000, 'es')).toBe('$396,000');
    expect(formatUsdThousands(1500000, 'es')).toBe('$1,500k');
  });
});

import { describe, expect, it } from 'vitest';
import { parseEnv, parseTrustProxy } from '../env-schema';
import { clientAddress } from './trusted-proxies';

// nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;` appends the address it
// saw to whatever the client sent: a client already limited sends its own header to look new.
const PROXY = '127.0.0.1';
const VISITOR = '203.0.113.7';

describe('TRUST_PROXY', () => {
  it('takes a number of proxies, keeps true as one and false as none, or a list of addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'hops', hops: 0 });
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 0 });
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 0 });
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      ranges: ['10.0.0.2', '10.1.0.0/16', '::1'],
    });
  });

  it.each(['maybe', '10.0.0.0/33', '300.1.1.1', '11'])('refuses %s, naming the variable', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/\bTRUST_PROXY\b/);
  });
});

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For entirely when no proxy is trusted', () => {
    expect(clientAddress(VISITOR, '198.51.100.1', parseTrustProxy('false'))).toBe(VISITOR);
    expect(clientAddress('::ffff:203.0.113.7', undefined, parseTrustProxy('0'))).toBe(VISITOR);
    expect(clientAddress('::FFFF:198.51.100.23', undefined, parseTrustProxy('0'))).toBe('198.51.100.23');
  });

  it('with one proxy (TRUST_PROXY=true) reads the rightmost entry: a forged leftmost one changes nothing', () => {
    const trust = parseTrustProxy('true');
    const honest = clientAddress(PROXY, VISITOR, trust);
    const forged = clientAddress(PROXY, `198.51.100.99, ${VISITOR}`, trust);
    const forgedMany = clientAddress(PROXY, `1.1.1.1, 2.2.2.2, garbage, ${VISITOR}`, trust);
    expect(honest).toBe(VISITOR);
    expect(forged).toBe(VISITOR);
    expect(forgedMany).toBe(VISITOR);
    // Several X-Forwarded-For header lines count as one list.
    expect(clientAddress(PROXY, ['198.51.100.99', VISITOR], trust)).toBe(VISITOR);
  });

  it('with two proxies takes the second entry from the right', () => {
    const trust = parseTrustProxy('2');
    expect(clientAddress('10.0.0.2', `198.51.100.99, ${VISITOR}, 10.0.0.1`, trust)).toBe(VISITOR);
  });

  it('with proxy addresses takes the first hop from the right that is not one of them', () => {
    const trust = parseTrustProxy('127.0.0.1,10.0.0.0/8');
    expect(clientAddress(PROXY, `198.51.100.99, ${VISITOR}, 10.2.3.4`, trust)).toBe(VISITOR);
    // A request that did not come through a listed proxy: its header is not believed at all.
    expect(clientAddress(VISITOR, '198.51.100.99', trust)).toBe(VISITOR);
  });

  it('with IPv6 proxy addresses (nginx on ::1, a private IPv6 range) reads past them, IPv4 and IPv6 visitors alike', () => {
    const trust = parseTrustProxy('::1, fd00::/8');
    expect(clientAddress('::1', `198.51.100.99, ${VISITOR}, fd12::5`, trust)).toBe(VISITOR);
    expect(clientAddress('::1', '2001:db8::7', trust)).toBe('2001:db8::7');
    // ::2 is not ::1 (a single address is a /128, not a /32), nor is an IPv4 address in fd00::/8.
    expect(clientAddress('::2', VISITOR, trust)).toBe('::2');
    expect(clientAddress('10.0.0.1', VISITOR, trust)).toBe('10.0.0.1');
  });

  it('keeps a request whose socket has already closed as "unknown", whatever it claims', () => {
    expect(clientAddress(undefined, VISITOR, parseTrustProxy('127.0.0.1'))).toBe('unknown');
  });

  it('never takes an entry that is not an IP address as the client', () => {
    expect(clientAddress(PROXY, 'not-an-ip', parseTrustProxy('1'))).toBe(PROXY);
    expect(clientAddress(PROXY, '', parseTrustProxy('1'))).toBe(PROXY);
    // Empty entries (a trailing comma, a second header) are skipped, not taken for a bad hop.
    expect(clientAddress(PROXY, `${VISITOR},`, parseTrustProxy('1'))).toBe(VISITOR);
    expect(clientAddress(PROXY, ['198.51.100.99', `${VISITOR}, `], parseTrustProxy('1'))).toBe(VISITOR);
  });
});

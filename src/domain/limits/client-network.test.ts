import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('the network a client address counts as', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('192.0.2.8')).toBe('192.0.2.8');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(network);
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2001:DB8:1:2:a:b:c:d')).toBe(network);
    expect(clientNetwork('2001:db8:1:2:0:0:192.0.2.1')).toBe(network);
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // The next /64 is another client.
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it maps', () => {
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:c000:207')).toBe('192.0.2.7');
    expect(clientNetwork('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('leaves what is no address as it is (it still counts, on its own)', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('1:2:3')).toBe('1:2:3');
    expect(clientNetwork('1::2::3')).toBe('1::2::3');
  });
});

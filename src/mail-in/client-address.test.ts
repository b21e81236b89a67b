import { describe, expect, it } from 'vitest';
import { clientOfAddress } from './client-address';

describe('the client an inbound SMTP connection counts for', () => {
  it('is the address itself for IPv4, also when written IPv4-mapped', () => {
    expect(clientOfAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(clientOfAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientOfAddress('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const one = clientOfAddress('2001:db8:1:2:aaaa::1');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(clientOfAddress('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(one);
    expect(clientOfAddress('2001:db8:1:2::99%eth0')).toBe(one);
    expect(clientOfAddress('2001:db8:1:3::1')).not.toBe(one);
    expect(clientOfAddress('::1')).toBe('0:0:0:0::/64');
  });
});

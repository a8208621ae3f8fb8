import { describe, expect, it } from 'vitest';
import { addressBucket } from '../../server/http/clientAddress.js';

describe('addressBucket: what a per-address limit counts', () => {
  it.each([
    ['IPv4 as is', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 as its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped in hex', '::ffff:cb00:7107', '203.0.113.7'],
    ['IPv6 as its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['compressed IPv6 alike', '2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['leading zeros and case folded', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a zone id dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
  ])('%s', (_, address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  it('two addresses of one /64 share a bucket, of two /64s do not', () => {
    expect(addressBucket('2001:db8:a:b::1')).toBe(addressBucket('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(addressBucket('2001:db8:a:b::1')).not.toBe(addressBucket('2001:db8:a:c::1'));
  });

  it('anything else is kept, cut to 64 characters', () => {
    expect(addressBucket('unix-socket')).toBe('unix-socket');
    expect(addressBucket('x'.repeat(100))).toHaveLength(64);
  });
});

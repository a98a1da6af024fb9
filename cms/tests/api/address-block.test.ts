/**
 * What a per-address limit counts on (issue 39): IPv4 as it is, IPv6 by its /64, however the
 * address is written, so no client gets a fresh allowance by picking another address of its /64
 * or writing the same one another way.
 */
import { describe, expect, it } from 'vitest';
import { addressBlock } from '../../src/legacy/address-block';

describe('addressBlock', () => {
  it('keeps an IPv4 address, written plain or mapped into IPv6', () => {
    expect(addressBlock('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBlock('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBlock('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts every address of one /64 as one, however it is written', () => {
    const block = addressBlock('2001:db8:1:2::1');
    expect(block).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:beef',
      '[2001:db8:1:2::9]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::5'),
      '2001:db8:1:2:0:0:198.51.100.7',
    ]) {
      expect(addressBlock(address), address).toBe(block);
    }
  });

  it('tells neighbouring /64s apart', () => {
    expect(addressBlock('2001:db8:1:3::1')).not.toBe(addressBlock('2001:db8:1:2::1'));
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is no address as it is', () => {
    expect(addressBlock('unknown')).toBe('unknown');
    expect(addressBlock('')).toBe('');
  });
});

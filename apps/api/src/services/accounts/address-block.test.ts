import { addressBlock } from './address-block';

describe('addressBlock', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('puts %p in the block %p', (ip, block) => {
    expect(addressBlock(ip)).toBe(block);
  });

  it('gives every address of one /64 the same block', () => {
    expect(addressBlock('2001:db8:aa:bb:1::1')).toBe(addressBlock('2001:db8:aa:bb:ffff:ffff:ffff:fffe'));
    expect(addressBlock('2001:db8:aa:bb::1')).not.toBe(addressBlock('2001:db8:aa:bc::1'));
  });
});

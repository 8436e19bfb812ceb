import { provinceCodeSchema } from './province';

describe('provinceCodeSchema', () => {
  it.each([
    ['on', 'ON'],
    [' Qc ', 'QC'],
    ['YT', 'YT'],
  ])('reads %j as %s', (text, code) => {
    expect(provinceCodeSchema.parse(text)).toBe(code);
  });

  it.each(['Ontario', 'XX', ''])('refuses %j', (text) => {
    expect(provinceCodeSchema.safeParse(text).success).toBe(false);
  });
});

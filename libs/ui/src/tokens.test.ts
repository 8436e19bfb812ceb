import { contrastRatio } from './contrast';
import { CATEGORY_COLORS, PALETTE, PART_COLORS } from './tokens';

const AA_TEXT = 4.5;

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#1f5c45', '#faf8f3')).toBe(contrastRatio('#faf8f3', '#1f5c45'));
  });

  it('rejects a colour it cannot read', () => {
    expect(() => contrastRatio('green', '#ffffff')).toThrow('#rrggbb');
  });
});

describe('theme colours meet WCAG AA', () => {
  it.each([
    ['text on background', PALETTE.text, PALETTE.background],
    ['muted text on background', PALETTE.textMuted, PALETTE.background],
    ['muted text on surface-muted', PALETTE.textMuted, PALETTE.surfaceMuted],
    ['link / primary on background', PALETTE.primary, PALETTE.background],
    ['on-primary on primary', PALETTE.onPrimary, PALETTE.primary],
    ['on-primary on primary hover', PALETTE.onPrimary, PALETTE.primaryHover],
    ['on-danger on danger', PALETTE.onDanger, PALETTE.danger],
    ['danger text on surface', PALETTE.danger, PALETTE.surface],
    ['toast text on info', PALETTE.onPrimary, PALETTE.info],
    ['on-accent on accent', PALETTE.onAccent, PALETTE.accent],
    ['dark text on the default part colour', PALETTE.text, PART_COLORS.default],
  ])('%s', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.entries(CATEGORY_COLORS))('white text on category %s', (_slug, color) => {
    expect(contrastRatio('#ffffff', color)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('has the default part colour of spec §2', () => {
    expect(PART_COLORS.default).toBe('#ebef81');
  });
});

import { isSmallMobile, MEDIA, screenSizeOf } from './breakpoints';

describe('screenSizeOf (spec §9)', () => {
  it.each([
    [0, 'xs'],
    [400, 'xs'],
    [767, 'xs'],
    [768, 'sm'],
    [991, 'sm'],
    [992, 'md'],
    [1199, 'md'],
    [1200, 'lg'],
    [2560, 'lg'],
  ])('%i px is %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });

  it('a small mobile is 400 px or less', () => {
    expect(isSmallMobile(400)).toBe(true);
    expect(isSmallMobile(401)).toBe(false);
  });

  it('media queries start at the same widths', () => {
    expect(MEDIA.sm).toContain('min-width: 768px');
    expect(MEDIA.md).toContain('min-width: 992px');
    expect(MEDIA.lg).toContain('min-width: 1200px');
    expect(MEDIA.smallMobile).toContain('max-width: 400px');
  });
});

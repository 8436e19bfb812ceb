import { CATEGORIES, categoryById, categoryBySlug } from './category';
import { categoryIdSchema, categorySchema } from './category-schema';

describe('categories', () => {
  it('has the nine category ids of the spec in tab order', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([78, 46, 43, 44, 28, 45, 79, 80, 47]);
  });

  it.each([
    ['vitamin', 46],
    ['minerals', 43],
    ['nutritional-oils', 44],
    ['herbs', 28],
    ['specialty', 45],
    ['accessories', 47],
    ['essentials', 78],
    ['kids-foundations', 79],
    ['wellness-boosters', 80],
  ])('finds the %s route slug as category %i', (slug, id) => {
    expect(categoryBySlug(slug)?.id).toBe(id);
    expect(categoryById(id)?.slug).toBe(slug);
  });

  it('gives every category its own colour', () => {
    expect(new Set(CATEGORIES.map((c) => c.color)).size).toBe(CATEGORIES.length);
  });

  it('knows no category for an unknown slug', () => {
    expect(categoryBySlug('candy')).toBeUndefined();
  });
});

describe('category schemas', () => {
  it('accept every category of the table and refuse an unknown id', () => {
    for (const category of CATEGORIES) expect(categorySchema.parse(category)).toEqual(category);
    expect(categoryIdSchema.safeParse(99).success).toBe(false);
  });
});

import { ALL_CATEGORIES_TAB, CATEGORIES } from './category';
import { ALL_CATEGORIES_TAB_FR, CATEGORY_NAMES_FR } from './category-names-fr';

const frenchNames = Object.values(CATEGORY_NAMES_FR);

describe('the French category names', () => {
  it('names every category and no id the catalogue does not have', () => {
    expect(Object.keys(CATEGORY_NAMES_FR).map(Number).sort()).toEqual(CATEGORIES.map((c) => c.id).sort());
  });

  it('gives every tab a name of its own, none blank and none left in English', () => {
    expect(new Set([...frenchNames, ALL_CATEGORIES_TAB_FR.name]).size).toBe(CATEGORIES.length + 1);
    for (const category of CATEGORIES) {
      const french = CATEGORY_NAMES_FR[category.id];
      expect([category.id, french.trim() === '', french === category.name]).toEqual([
        category.id,
        false,
        false,
      ]);
    }
    expect(ALL_CATEGORIES_TAB_FR.name).not.toBe(ALL_CATEGORIES_TAB.name);
  });

  it('keeps the tab routes: the French "All" tab has the English one\'s slug', () => {
    expect(ALL_CATEGORIES_TAB_FR.slug).toBe(ALL_CATEGORIES_TAB.slug);
  });

  it('writes French typography: the apostrophe ’, no stray spaces', () => {
    for (const name of [...frenchNames, ALL_CATEGORIES_TAB_FR.name]) {
      expect([name, /'|^\s|\s$|\s\s/.test(name)]).toEqual([name, false]);
    }
  });

  it('has no English word left in a name', () => {
    for (const name of frenchNames) {
      expect([
        name,
        /\b(the|and|kids?|foundations|wellness|boosters?|specialty|essentials|herbals|oils)\b/i.test(name),
      ]).toEqual([name, false]);
    }
  });
});

/**
 * Ingredients never given to someone trying to conceive, pregnant or breastfeeding: they are known
 * to be unsafe (uterine stimulants, hormonal herbs, statin-like compounds, retinol beyond a prenatal)
 * or lack safety data at supplement doses.
 */
export const PRENATAL_EXCLUDED_INGREDIENTS: readonly string[] = [
  'st-johns-wort',
  'red-yeast-rice',
  'goldenseal',
  'black-cohosh',
  'blue-cohosh',
  'dong-quai',
  'licorice',
  'ashwagandha',
  'vitex',
  'feverfew',
  'butterbur',
  'rhodiola',
  'valerian',
  'melatonin',
  'ginkgo',
  'ginseng',
  '5-htp',
  'same',
  'saw-palmetto',
  'green-tea-extract',
  'milk-thistle',
  'elderberry',
  'echinacea',
  'l-theanine',
  'maca',
  'vitamin-a-retinol',
];

/** The ingredient whose product is exempt from the retinol rule: a prenatal is formulated for it. */
export const PRENATAL_PRODUCT_INGREDIENT = 'prenatal-multivitamin';
/** Ingredients that stand for an ordinary (non-prenatal) multivitamin, replaced by the prenatal. */
export const GENERAL_MULTIVITAMIN_INGREDIENT = 'multivitamin';
/** Folic acid a prenatal pack must reach each day (µg): Health Canada advises 400 µg before and during pregnancy. */
export const PRENATAL_FOLIC_ACID_UG = 400;

// The pricing lib's parser, loaded when the pack-format question needs the split pack's price: the
// module sits in the chunk /checkout shares with other pages, which the survey's first screen skips.
export { parseMoney } from '@maplepack/pricing';

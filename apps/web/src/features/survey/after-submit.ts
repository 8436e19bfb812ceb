// What the session machine needs once the survey is submitted, loaded then as its own chunk: the
// assessment resolves medications against the 1,819-entry list, which the survey's first screen must
// not carry. A dynamic import of this one module, not of the lib's index, keeps the bundler from
// building a namespace object of the whole lib.
export { assessWalk } from '@maplepack/recommendation';

// Loaded at submit by the session machine (a dynamic import of this one module, not of the
// recommendation lib's index, keeps the bundler from building a namespace object of the whole lib).
export { assessWalk } from '@maplepack/recommendation';

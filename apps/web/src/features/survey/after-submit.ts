// What the session machine needs once the survey is submitted, loaded then as one chunk: the assessment
// (it resolves medications against the 1,819-entry list) and the cart fill (it parses prices with the
// pricing lib). A dynamic import of this one module, not of the libs' indexes, keeps the bundler from
// building namespace objects of whole libs.
export { assessWalk } from '@maplepack/recommendation';
export { fillCartAfterSurvey } from './survey-cart';

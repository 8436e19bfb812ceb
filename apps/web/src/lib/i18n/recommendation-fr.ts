// The French recommendation sentences as a chunk of their own, loaded by recommendation-messages.ts for a
// French page only (the app's lazy parts are its own modules, as with the api client's load-api.ts).
export { FRENCH_MESSAGES } from '@maplepack/recommendation/fr';

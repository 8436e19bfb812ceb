/** The results page after the assessment (the e-mailed link's target too, see the API's survey e-mail). */
export const RESULTS_PATH = '/health-assessment/results';

/** The phone menu's element id, which the header's menu button controls (aria-controls). */
export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';

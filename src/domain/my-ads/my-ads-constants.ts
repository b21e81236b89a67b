/** How long a mailed "My ads" sign-in link works (the page says so too, so it lives apart from the server code). */
export const MY_ADS_LINK_MINUTES = 30;

/**
 * Set while a Google sign-in of this tab is under way, holding its Remember me: it survives the
 * redirect to Google and back, so the login page knows to load the Google code at once to finish it.
 */
export const GOOGLE_SIGN_IN_KEY = 'googleSignInRememberMe';

export const googleSignInUnderWay = () => sessionStorage.getItem(GOOGLE_SIGN_IN_KEY) !== null;

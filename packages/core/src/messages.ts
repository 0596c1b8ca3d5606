/**
 * Every user-facing text, written once. The texts of the product CineVocab reproduces are copied
 * letter for letter (including its spelling of 'Signing in...'); the others are marked "ours".
 */
export const Messages = {
  // Validation
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 254 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be less than 100 characters',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  credentialsMissing: 'You must provide either an email or phone number and a password',
  searchEmpty: 'Search query cannot be empty',
  searchTooLong: 'Search query must be less than 100 characters',
  authenticationRequired: 'Authentication required',
  couldNotProcessResponse: 'Could not process API response',
  // ours: input no form sends, refused with a reason
  textNotStorable: 'Text cannot contain NUL characters or unpaired surrogates.',
  textTooLong: 'Text is too long.',
  redirectNotTrusted: 'Not an address of this app.',
  jsonTooDeep: 'The request body is nested too deeply.',
  requestHeadersTooLarge: 'The request line and headers are too large.',
  requestTimedOut: 'The request took too long to arrive.',
  requestMalformed: 'The request could not be read.',
  requestRefused: 'The request was refused.',
  noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
  nameNotText: 'Name must be text.',
  nameEmpty: 'Name cannot be empty.',

  // Sign-in and sign-up
  tooManyLoginAttempts: 'Too many login attempts. Please wait 15 minutes before trying again.',
  tooManyRegistrationAttempts: 'Too many registration attempts. Please wait 15 minutes before trying again.',
  errorSigningIn: 'Error signing in',
  errorSigningInWithGoogle: 'Error signing in with Google',
  errorSigningInWithFacebook: 'Error signing in with Facebook',
  errorSigningUp: 'Error signing up',
  signedIn: 'Successfully signed in!',
  registered: 'Registration successful! Check your email to confirm your account.',
  signedOut: 'You have been signed out',
  signOutIssue: 'Sign out issue detected. Redirecting to login page.',
  signOutError: 'Sign out encountered an error. Redirecting to login page.',
  // ours: the server's answers on the sign-in and sign-up paths
  invalidCredentials: 'Invalid email or password',
  emailNotConfirmed: 'Please confirm your email address first. We have sent you a new confirmation link.',
  accountExists: 'An account with this email already exists. Sign in instead.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  emailConfirmed: 'Your email address is confirmed. You can sign in now.',
  confirmationLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to receive a new one.',
  crossSiteRefused: 'This request came from another site and was refused.',
  providerNames: { google: 'Google', facebook: 'Facebook' },
  providerNotConfigured: (provider: string) => `${provider} sign-in is not configured on this server.`,

  // Login screen
  tagline: 'Master new words from your favourite movies',
  taglineDetail: 'Understand every word in real movie context.',
  loginTab: 'Login',
  registerTab: 'Register',
  continueWithGoogle: 'Continue with Google',
  continueWithFacebook: 'Continue with Facebook',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  signInButton: 'Sign in',
  signingIn: 'Signing in...',
  createAccountButton: 'Create account',
  creatingAccount: 'Creating account...',
  passwordHint: 'At least 8 characters with uppercase, lowercase, and number',
  // ours
  orUseEmail: 'or use your email',
  formErrorsLabel: 'Form errors',

  // Navigation bar
  productName: 'CineVocab',
  navHome: 'Home',
  navMyWords: 'My Words',
  navMyMovies: 'My Movies',
  navSignOut: 'Sign out',
  navMovies: 'Movies',
  navTvShows: 'TV Shows',
  navTopRated: 'Top Rated',
  learningLabel: 'Learning:',
  myLanguageLabel: 'My Language:',
  // ours
  preferencesSaveFailed:
    'Your language choice is kept in this browser but could not be saved to your account.',
  mainNavigationLabel: 'Main',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  closeMenu: 'Close menu',
  closeNotification: 'Close notification',
  closeDialog: 'Close',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  firstPage: 'First page',
  lastPage: 'Last page',
  languagePair: (learning: string, mine: string) => `Learning ${learning} · explained in ${mine}`,
  loading: 'Loading',
  languageListUnavailable: 'The list of languages could not be loaded. Check your connection and try again.',

  // Not-found page and error screen
  notFoundCode: '404',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  errorTitle: 'Something went wrong',
  errorDetail: 'An unexpected error occurred. Please try refreshing the page.',
  refreshPage: 'Refresh Page',
  routerErrorTitle: 'Unexpected Application Error!',
  // ours
  unknownError: 'Unknown error',
  /** One part of a page failed; the rest of the page goes on. */
  regionFailed: 'This part of the page could not be shown.',
  tryAgain: 'Try again',
} as const;

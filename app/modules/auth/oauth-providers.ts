/** OAuth sign-in providers shown on the login page (spec section 7: google, facebook). */
export const OAUTH_PROVIDERS = [
  { id: "google", name: "Google" },
  { id: "facebook", name: "Facebook" },
] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number]["id"];

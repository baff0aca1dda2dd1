/** Where the public store search pages are, for a build that names no listing of its own. */
const STORE_SEARCH = {
  android: 'https://play.google.com/store/search?q=Referral%20Network&c=apps',
  ios: 'https://apps.apple.com/us/search?term=Referral%20Network',
} as const;

/** Only a web address may become a link; anything else set by mistake falls back. */
function webUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The app's store listings. webpack's DefinePlugin writes the two `process.env` values in at
 * build time (webpack.config.ts); they must stay spelled exactly like this for that to happen.
 */
export function appStoreLinks(): { android: string; ios: string } {
  return {
    android: webUrl(process.env.ANDROID_APP_URL, STORE_SEARCH.android),
    ios: webUrl(process.env.IOS_APP_URL, STORE_SEARCH.ios),
  };
}

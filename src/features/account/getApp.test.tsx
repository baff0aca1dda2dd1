import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';

const saved = { android: process.env.ANDROID_APP_URL, ios: process.env.IOS_APP_URL };

function setStoreUrls(android: string | undefined, ios: string | undefined) {
  if (android === undefined) delete process.env.ANDROID_APP_URL;
  else process.env.ANDROID_APP_URL = android;
  if (ios === undefined) delete process.env.IOS_APP_URL;
  else process.env.IOS_APP_URL = ios;
}

afterEach(() => setStoreUrls(saved.android, saved.ios));

describe('/get-app', () => {
  it('asks to download the app, linking to the configured store listings in a new tab', async () => {
    setStoreUrls(
      'https://play.google.com/store/apps/details?id=net.referrals',
      'https://apps.apple.com/app/id123',
    );
    renderApp('/get-app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please download the app to continue' }),
    ).toBeInTheDocument();
    const android = screen.getByRole('link', { name: /Android/ });
    const ios = screen.getByRole('link', { name: /iOS/ });
    expect(android).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=net.referrals');
    expect(ios).toHaveAttribute('href', 'https://apps.apple.com/app/id123');
    for (const link of [android, ios]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('(opens in a new tab)');
    }
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it.each([
    ['not set', undefined],
    ['empty', ''],
    ['not a web address', 'javascript:alert(1)'],
  ])('falls back to the public store search pages when the URLs are %s', async (_case, value) => {
    setStoreUrls(value, value);
    renderApp('/get-app');
    expect(await screen.findByRole('link', { name: /Android/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/play\.google\.com\/store\/search\?/),
    );
    expect(screen.getByRole('link', { name: /iOS/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/apps\.apple\.com\/.*search/),
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InAppLink, useInAppLinks } from './InAppLink';

function Frame() {
  const follow = useInAppLinks();
  const { pathname } = useLocation();
  return (
    <div onClick={follow}>
      <p>At {pathname}</p>
      <InAppLink to="/businesses/7">
        Harbour View <b>Bakery</b>
      </InAppLink>
    </div>
  );
}

function renderFrame() {
  render(
    <MemoryRouter initialEntries={['/referrals']}>
      <Routes>
        <Route path="*" element={<Frame />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('is a real link to the page, for a new tab or a screen reader', () => {
  renderFrame();
  expect(screen.getByRole('link', { name: 'Harbour View Bakery' })).toHaveAttribute('href', '/businesses/7');
});

test('a plain click inside the frame, on the link or inside it, navigates in the app', async () => {
  const user = renderFrame();
  await user.click(screen.getByText('Bakery'));
  expect(screen.getByText('At /businesses/7')).toBeInTheDocument();
});

test('a click with a modifier key is left to the browser', async () => {
  const user = renderFrame();
  // Where the browser would open a new tab; jsdom cannot navigate.
  const leaveToBrowser = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', leaveToBrowser);
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Harbour View Bakery' }));
  await user.keyboard('{/Control}');
  document.removeEventListener('click', leaveToBrowser);
  expect(screen.getByText('At /referrals')).toBeInTheDocument();
});

import { screen, waitFor } from '@testing-library/react';
import { lines, recordRequests } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { chooseOption } from '../../test/antd';
import { answerBusinesses } from '../../test/answers';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

describe('/referrals/create: checks before sending', () => {
  it('says what is missing and sends nothing', async () => {
    answerBusinesses();
    const seen = recordRequests();
    const { user } = renderApp('/referrals/create');
    await user.type(await screen.findByLabelText('First Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of [
      'Please enter the first name',
      'Please enter the mobile number',
      'Please enter the business name',
      'Please choose the referrer',
      'Please choose the business referred to',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(lines(seen)).toEqual(['GET /businesses']);
  });

  it("shows a malformed email beside every missing field at once, in the console's words", async () => {
    answerBusinesses();
    const seen = recordRequests();
    const { user } = renderApp('/referrals/create');
    // The browser's own check of an email field would stop the submit and show a bubble alone.
    await user.type(await screen.findByLabelText('Email'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of [
      'Please enter a valid email address',
      'Please enter the first name',
      'Please enter the mobile number',
      'Please enter the business name',
      'Please choose the referrer',
      'Please choose the business referred to',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveValue('x@');
    expect(lines(seen)).toEqual(['GET /businesses']);
  });

  it('refuses a malformed email, a non-numeric mobile and a non-web website before sending', async () => {
    answerBusinesses();
    const seen = recordRequests();
    const { user } = renderApp('/referrals/create');
    await user.type(await screen.findByLabelText('First Name'), 'Grace');
    // A loose name@domain.tld check passes this; the server's (and so the form's) does not.
    await user.type(screen.getByLabelText('Email'), 'grace@-harbour.example');
    await user.type(screen.getByLabelText('Mobile'), '04 abc');
    await user.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Business Name'), 'Harbour Bakery');
    await chooseOption(user, 'Referrer', 'Acme Plumbing', 'acme');
    await chooseOption(user, 'Referred To', 'Bolt Electric', 'bolt');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please use digits only')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(lines(seen)).toEqual(['GET /businesses']);
  });

  it('refuses the same business at both ends, under Referred To, and sends nothing', async () => {
    answerBusinesses();
    const seen = recordRequests();
    const { user } = renderApp('/referrals/create');
    await user.type(await screen.findByLabelText('First Name'), 'Grace');
    await user.type(screen.getByLabelText('Mobile'), '0400123456');
    await user.type(screen.getByLabelText('Business Name'), 'Harbour Bakery');
    await chooseOption(user, 'Referrer', 'Acme Plumbing', 'acme');
    await chooseOption(user, 'Referred To', 'Acme Plumbing', 'acme');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const message = await screen.findByText('Referrer and referred-to must be different businesses');
    const referredTo = screen.getByRole('combobox', { name: 'Referred To' }).closest('.ant-form-item');
    expect(referredTo).toContainElement(message);
    expect(lines(seen)).toEqual(['GET /businesses']);

    // Changing the referrer clears the complaint.
    await chooseOption(user, 'Referrer', 'Bolt Electric', 'bolt');
    await waitFor(() =>
      expect(screen.queryByText('Referrer and referred-to must be different businesses')).toBeNull(),
    );
  });
});

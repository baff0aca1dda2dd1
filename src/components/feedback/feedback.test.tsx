/**
 * The console's messages and confirmations: antd's services load after the first paint, and what
 * is asked before they have is done once they have, in order.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { apiStore } from '../../test/apiStore';
import { useFeedback } from './feedback';
import { FeedbackProvider } from './FeedbackProvider';

function AskAtOnce({ closeAtOnce = false }: { closeAtOnce?: boolean }) {
  const { message, modal } = useFeedback();
  const [asked, setAsked] = useState(false);
  if (!asked) {
    // Asked on the first render: before antd's services can have loaded.
    setAsked(true);
    queueMicrotask(() => {
      message.success('First');
      message.info({ content: 'Second', key: 'second' });
      const dialog = modal.confirm({ title: 'Delete this region?', okText: 'Yes', cancelText: 'Cancel' });
      if (closeAtOnce) dialog.destroy();
    });
  }
  return null;
}

function Buttons() {
  const { message, modal } = useFeedback();
  return (
    <>
      <button type="button" onClick={() => message.error('It failed')}>
        Fail
      </button>
      <button type="button" onClick={() => message.destroy('kept')}>
        Dismiss
      </button>
      <button type="button" onClick={() => message.success({ content: 'Saved', key: 'kept' })}>
        Save
      </button>
      <button
        type="button"
        onClick={() => modal.confirm({ title: 'Sure?', okText: 'Yes', cancelText: 'Cancel' })}
      >
        Ask
      </button>
    </>
  );
}

const renderWith = (children: React.ReactNode) =>
  render(
    <Provider store={apiStore()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </ConfigProvider>
    </Provider>,
  );

const notices = () =>
  [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);

describe('FeedbackProvider', () => {
  it('shows what was asked before its services loaded, in order, once they have', async () => {
    renderWith(<AskAtOnce />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete this region?');
    await waitFor(() => expect(notices()).toEqual(['First', 'Second']));
  });

  it('never opens a dialog closed before its services loaded', async () => {
    renderWith(<AskAtOnce closeAtOnce />);
    await waitFor(() => expect(notices()).toEqual(['First', 'Second']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows messages and dialogs at once when asked later, and takes a message away by its key', async () => {
    const user = userEvent.setup();
    renderWith(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(notices()).toEqual(['Saved', 'It failed']));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notices()).toEqual(['It failed']));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sure?');
  });

  it('says what is missing when used outside a provider', () => {
    function Orphan() {
      useFeedback().message.success('Lost');
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useFeedback needs a FeedbackProvider above it');
  });
});

import { message as antdMessage, Modal } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './feedback';

/** antd's message and modal services, rendered where their messages and dialogs show. */
export default function FeedbackHolders({ onReady }: { onReady: (services: Feedback) => void }) {
  const [message, messageHolder] = antdMessage.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message, modal }), [message, modal, onReady]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}

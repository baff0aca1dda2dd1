import type { MessageArgsProps, ModalFuncProps } from 'antd';
import { createContext, useContext } from 'react';

type MessageContent = string | MessageArgsProps;

/**
 * What the console says in passing (a message at the top of the page) and asks before it acts (a
 * confirmation dialog): antd's message and modal services, as much of them as the console uses.
 */
export type Feedback = {
  message: {
    success: (content: MessageContent) => void;
    error: (content: MessageContent) => void;
    info: (content: MessageContent) => void;
    destroy: (key: string) => void;
  };
  modal: { confirm: (config: ModalFuncProps) => { destroy: () => void } };
};

/**
 * The services before antd's have loaded (FeedbackProvider): what is asked meanwhile is done once
 * they have, in order. A dialog closed before then never opens; a message taken away before then
 * was never shown. `wanted` is told the first time something is asked.
 */
export function lateFeedback(wanted: () => void): { feedback: Feedback; ready: (loaded: Feedback) => void } {
  let loaded: Feedback | null = null;
  const waiting: ((services: Feedback) => void)[] = [];
  const whenLoaded = (task: (services: Feedback) => void) => {
    if (loaded) task(loaded);
    else {
      waiting.push(task);
      wanted();
    }
  };
  const feedback: Feedback = {
    message: {
      success: (content) => whenLoaded((services) => services.message.success(content)),
      error: (content) => whenLoaded((services) => services.message.error(content)),
      info: (content) => whenLoaded((services) => services.message.info(content)),
      destroy: (key) => loaded?.message.destroy(key),
    },
    modal: {
      confirm: (config) => {
        let dialog: { destroy: () => void } | null = null;
        let closed = false;
        whenLoaded((services) => {
          if (!closed) dialog = services.modal.confirm(config);
        });
        return {
          destroy: () => {
            closed = true;
            dialog?.destroy();
          },
        };
      },
    },
  };
  const ready = (services: Feedback) => {
    loaded = services;
    for (const task of waiting.splice(0)) task(services);
  };
  return { feedback, ready };
}

const NO_PROVIDER = (): never => {
  throw new Error('useFeedback needs a FeedbackProvider above it');
};

export const FeedbackContext = createContext<Feedback>({
  message: { success: NO_PROVIDER, error: NO_PROVIDER, info: NO_PROVIDER, destroy: NO_PROVIDER },
  modal: { confirm: NO_PROVIDER },
});

/** The console's message and confirmation services (the signed-in frame and the public pages provide them). */
export const useFeedback = (): Feedback => useContext(FeedbackContext);

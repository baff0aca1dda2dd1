import { act, render, screen } from '@testing-library/react';
import { loadedNow, loadLater, loadedWhenShown } from './loadLater';

function Shows({ code }: { code: { useLoaded: () => string | null } }) {
  return <p>{code.useLoaded() ?? 'not yet'}</p>;
}

it('loads once however often it is asked, and redraws what uses it when the code arrives', async () => {
  let loads = 0;
  const code = loadLater(() => {
    loads += 1;
    return Promise.resolve('the code');
  });
  render(<Shows code={code} />);
  expect(screen.getByText('not yet')).toBeInTheDocument();
  await act(async () => {
    code.ask();
    code.ask();
    await code.load();
  });
  expect(screen.getByText('the code')).toBeInTheDocument();
  expect(loads).toBe(1);
});

it('asks again after a failed load, keeping what drew without it meanwhile', async () => {
  const answers = [Promise.reject(new Error('offline')), Promise.resolve('second try')];
  const code = loadLater(() => answers.shift() ?? Promise.reject(new Error('asked too often')));
  render(<Shows code={code} />);
  await expect(code.load()).rejects.toThrow('offline');
  expect(screen.getByText('not yet')).toBeInTheDocument();
  await act(async () => {
    await code.load();
  });
  expect(screen.getByText('second try')).toBeInTheDocument();
});

it('gives code that is in from the start on the first render (the plain build)', () => {
  render(<Shows code={loadedNow('already here')} />);
  expect(screen.getByText('already here')).toBeInTheDocument();
});

it('shows a component loaded when shown once its code is in', async () => {
  const Greeting = loadedWhenShown(() =>
    Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }),
  );
  render(<Greeting name="Ada" />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});

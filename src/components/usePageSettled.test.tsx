import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { useGetRegionQuery } from '../api/generated/regions';
import { apiStore } from '../test/apiStore';
import { API, server } from '../test/msw';
import { usePageSettled } from './usePageSettled';
import { usePainted } from './usePainted';

/** Region 4's answers, each held until the test releases it. */
function heldRegionAnswers() {
  const releases: (() => void)[] = [];
  server.use(
    http.get(`${API}/regions/4`, async () => {
      await new Promise<void>((release) => releases.push(release));
      return HttpResponse.json({ data: { id: 4, name: 'North' } });
    }),
  );
  return {
    releaseNext: () => releases.shift()?.(),
    held: () => releases.length,
  };
}

/** Each render's [data shown, settled], in order. */
let renders: [boolean, boolean][] = [];

function RegionPage({ patienceMs }: { patienceMs?: number }) {
  const region = useGetRegionQuery({ id: 4 });
  const settled = usePageSettled(patienceMs);
  renders.push([region.data !== undefined, settled]);
  const painted = usePainted();
  return (
    <>
      <h1>{region.data?.data?.name ?? 'Loading'}</h1>
      <button type="button" onClick={() => void region.refetch()}>
        Refresh
      </button>
      <p>{painted ? 'Painted' : 'Not painted'}</p>
      <p>{settled ? 'Settled' : 'Waiting'}</p>
    </>
  );
}

function FormPage() {
  return <p>{usePageSettled() ? 'Settled' : 'Waiting'}</p>;
}

const renderPage = (page: React.ReactNode) => render(<Provider store={apiStore()}>{page}</Provider>);

beforeEach(() => {
  renders = [];
});

describe('usePageSettled', () => {
  it("waits for the page's first data as well as its paint, and then stays settled", async () => {
    const answers = heldRegionAnswers();
    renderPage(<RegionPage />);
    await screen.findByText('Painted');
    expect(screen.getByRole('heading')).toHaveTextContent('Loading');
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    answers.releaseNext();
    expect(await screen.findByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(await screen.findByText('Settled')).toBeInTheDocument();
    // Not in the render that draws the answer: what waits for it is asked for once that is shown.
    expect(renders.find(([dataShown]) => dataShown)).toEqual([true, false]);

    await act(async () => {
      screen.getByRole('button', { name: 'Refresh' }).click();
      await new Promise((wait) => setTimeout(wait, 20));
    });
    expect(answers.held()).toBe(1);
    expect(screen.getByText('Settled')).toBeInTheDocument();
    answers.releaseNext();
  });

  it('stops waiting for an answer that takes longer than its patience', async () => {
    const answers = heldRegionAnswers();
    renderPage(<RegionPage patienceMs={100} />);
    await screen.findByText('Painted');
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Settled')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Loading');
    answers.releaseNext();
  });

  it('settles once painted on a page that asks for no data', async () => {
    renderPage(<FormPage />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Settled')).toBeInTheDocument();
  });
});

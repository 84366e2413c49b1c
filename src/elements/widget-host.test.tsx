import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useReadyWhen } from './widget-host';

/** Records, in an effect declared before the hook, whether `ready` had been called by then. */
function Widget({ ready, seen }: { ready: jest.Mock; seen: boolean[] }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    seen.push(ready.mock.calls.length > 0);
  });
  useReadyWhen(shown, ready);
  return shown ? <p>content</p> : <button onClick={() => setShown(true)}>show</button>;
}

describe('useReadyWhen', () => {
  it('marks ready in the commit that shows the content, before any effect of that render runs', () => {
    const ready = jest.fn();
    const seen: boolean[] = [];
    const { getByRole, getByText } = render(<Widget ready={ready} seen={seen} />);
    expect(ready).not.toHaveBeenCalled();
    act(() => getByRole('button').click());
    expect(getByText('content')).toBeTruthy();
    expect(ready).toHaveBeenCalledTimes(1);
    // The first render's effect saw no ready; the showing render's effect saw it already called.
    expect(seen).toEqual([false, true]);
  });

  it('does not mark ready while the content is not shown', () => {
    const ready = jest.fn();
    render(<Widget ready={ready} seen={[]} />);
    expect(ready).not.toHaveBeenCalled();
  });
});

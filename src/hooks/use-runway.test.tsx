import { act, render, screen } from '@testing-library/react';
import { installFakeIntersectionObserver, observerWatching } from '../../test/support/fake-intersection-observer';
import { useRunway } from './use-runway';

function List({ moreToCome }: { moreToCome: boolean }) {
  const { showRunway, runwayRef } = useRunway(moreToCome);
  return <div>{showRunway && <div data-testid="runway" ref={runwayRef} />}</div>;
}

const runwayInView = (inView: boolean) => {
  const { observer, target } = observerWatching('[data-testid="runway"]');
  act(() => observer.report(target, inView));
};

beforeEach(() => installFakeIntersectionObserver());

describe('useRunway', () => {
  it('keeps the runway while more can come', () => {
    render(<List moreToCome />);
    expect(screen.getByTestId('runway')).toBeInTheDocument();
  });

  it('after the last page, keeps the same runway while the browser reports it in view and drops it once it leaves', () => {
    const { rerender } = render(<List moreToCome />);
    const runway = screen.getByTestId('runway');
    rerender(<List moreToCome={false} />);
    expect(screen.getByTestId('runway')).toBe(runway);
    runwayInView(true);
    expect(screen.getByTestId('runway')).toBe(runway);
    runwayInView(false);
    expect(screen.queryByTestId('runway')).toBeNull();
  });

  it('after the last page, drops a runway as soon as the browser reports it out of view', () => {
    const { rerender } = render(<List moreToCome />);
    rerender(<List moreToCome={false} />);
    runwayInView(false);
    expect(screen.queryByTestId('runway')).toBeNull();
  });

  it('a list with more to come again (a new search) has its runway again', () => {
    const { rerender } = render(<List moreToCome />);
    rerender(<List moreToCome={false} />);
    runwayInView(false);
    rerender(<List moreToCome />);
    expect(screen.getByTestId('runway')).toBeInTheDocument();
  });

  it('renders none when nothing more can come from the start', () => {
    render(<List moreToCome={false} />);
    expect(screen.queryByTestId('runway')).toBeNull();
  });
});

import { TIMER_MAX_DELAY_MS } from '../../src/constants';
import { msToNextBoundary, optionResults, pollState, readOptions, readTime } from './poll-rules';

const START = Date.parse('2026-11-24T10:00:00Z');
const END = Date.parse('2026-11-25T10:00:00Z');

describe('poll rules', () => {
  it('the state comes from the dates: not started before start, active until end, ended from end on', () => {
    expect(pollState(START - 1, START, END)).toBe('not-started');
    expect(pollState(START, START, END)).toBe('active');
    expect(pollState(END - 1, START, END)).toBe('active');
    expect(pollState(END, START, END)).toBe('ended');
    expect(pollState(START, null, null)).toBe('active');
  });

  it('the timer waits for the next boundary (start, then end), never longer than setTimeout allows', () => {
    expect(msToNextBoundary(START - 5_000, START, END)).toBe(5_000);
    expect(msToNextBoundary(START, START, END)).toBe(END - START);
    expect(msToNextBoundary(END, START, END)).toBeNull();
    expect(msToNextBoundary(START, START, START + 10 * TIMER_MAX_DELAY_MS)).toBe(TIMER_MAX_DELAY_MS);
  });

  it('reads ISO dates and drops unreadable ones', () => {
    expect(readTime('2026-11-24T10:00:00Z')).toBe(START);
    expect(readTime('mañana')).toBeNull();
    expect(readTime(undefined)).toBeNull();
  });

  it('keeps the well-formed options of the attribute, each id once', () => {
    expect(readOptions([{ id: 1, text: 'Sí' }, { id: '2', text: 'No' }, { id: '2', text: 'Otra' }, { text: 'sin id' }, null, 'x', { id: '3', text: '  ' }])).toEqual([{ id: '1', text: 'Sí' }, { id: '2', text: 'No' }]);
    expect(readOptions({ id: '1' })).toEqual([]);
  });

  it('percentages are whole per cent of all votes, 0 when nobody voted', () => {
    const options = [{ id: '1', text: 'Sí' }, { id: '2', text: 'No' }, { id: '3', text: 'NS/NC' }];
    expect(optionResults(options, { id: '7001', votes: [{ option: '1', votes: 2 }, { option: '2', votes: 1 }], total: 3, userVote: null }).map((row) => row.percent)).toEqual([67, 33, 0]);
    expect(optionResults(options, { id: '7001', votes: [], total: 0, userVote: null }).map((row) => row.percent)).toEqual([0, 0, 0]);
  });
});

import { isoDay } from './calendar';
import { readSearchAddress, writeSearchAddress } from './search-address';

const FILTERS = ['news', 'video', 'opinion'];
const url = (address: string) => new URL(address, 'http://diario.localhost:8080');

describe('the searcher state in the address', () => {
  it('writes searchText, the filter names, startDate and endDate as YYYY-MM-DD', () => {
    const address = writeSearchAddress(
      url('/buscar/'),
      { searchText: 'puerto viejo', filters: ['video', 'news'], startDate: new Date(2026, 0, 5), endDate: new Date(2026, 0, 9, 23, 59, 59) },
      FILTERS,
    );
    expect(address).toBe('/buscar/?searchText=puerto+viejo&video=true&news=true&startDate=2026-01-05&endDate=2026-01-09');
  });

  it('reads back what it wrote', () => {
    const state = readSearchAddress(url('/buscar/?searchText=puerto&video=true&startDate=2026-01-05&endDate=2026-01-09'), FILTERS);
    expect(state.searchText).toBe('puerto');
    expect(state.filters).toEqual(['video']);
    expect([isoDay(state.startDate!), isoDay(state.endDate!)]).toEqual(['2026-01-05', '2026-01-09']);
    expect(state.endDate!.getHours()).toBe(23);
  });

  it('leaves out what is empty and keeps other parameters', () => {
    expect(writeSearchAddress(url('/agenda/?utm_source=x&searchText=old&news=true'), { searchText: '', filters: [], startDate: null, endDate: null }, FILTERS)).toBe('/agenda/?utm_source=x');
  });

  it('takes the text from the opening page `text` or from /buscar/{text}', () => {
    expect(readSearchAddress(url('/buscar?text=fiestas'), FILTERS).searchText).toBe('fiestas');
    expect(readSearchAddress(url('/buscar/Ca%C3%B1ada'), FILTERS).searchText).toBe('Cañada');
    expect(readSearchAddress(url('/buscar/%E0%A4%A'), FILTERS).searchText).toBe('');
  });

  it('ignores unknown filters, malformed dates and an end before the start', () => {
    const state = readSearchAddress(url('/buscar/?evil=true&news=yes&startDate=2026-02-30&endDate=x'), FILTERS);
    expect(state).toEqual({ searchText: '', filters: [], startDate: null, endDate: null });
    const reversed = readSearchAddress(url('/buscar/?startDate=2026-02-10&endDate=2026-02-01'), FILTERS);
    expect(reversed.startDate).toBeNull();
  });

  it('a start without an end is that single day', () => {
    const state = readSearchAddress(url('/buscar/?startDate=2026-02-10'), FILTERS);
    expect(isoDay(state.endDate!)).toBe('2026-02-10');
  });
});

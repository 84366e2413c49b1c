import { formatSizes, readAdPosition, reservedHeight } from './ad-position';

const valid = {
  id: 'ad-1',
  slotType: 'banner',
  adUnitCode: '/1234/diario/portada',
  sizes: [[728, 90], [970, 90], 'fluid'],
  mapping: [],
  code: 'top',
  name: 'Top leaderboard',
  minimumReservedHeightDesktop: 90,
  minimumReservedHeightMobile: 50,
};

describe('Ad position', () => {
  it('reads every field of a valid position without problems', () => {
    const { position, problems } = readAdPosition(valid);
    expect(problems).toEqual([]);
    expect(position).toEqual(valid);
  });

  it('reserves the mobile height under 768 px and the desktop height from 768 px', () => {
    expect(reservedHeight(valid, 767)).toBe(50);
    expect(reservedHeight(valid, 768)).toBe(90);
  });

  it.each([
    ['not an object', 'oops', /not a JSON object/],
    ['no ad unit', { ...valid, adUnitCode: '' }, /adUnitCode/],
    ['sizes not pairs', { ...valid, sizes: [[728], 'big'] }, /sizes/],
    ['height not a number', { ...valid, minimumReservedHeightMobile: 'tall' }, /minimumReservedHeightMobile/],
    ['negative height', { ...valid, minimumReservedHeightDesktop: -5 }, /minimumReservedHeightDesktop/],
  ])('names the problem of an invalid configuration (%s) and still gives a usable position', (_label, raw, problem) => {
    const { position, problems } = readAdPosition(raw);
    expect(problems.join('; ')).toMatch(problem);
    expect(reservedHeight(position, 1280)).toBeGreaterThanOrEqual(0);
  });

  it('formats sizes for the showroom placeholder', () => {
    expect(formatSizes([[728, 90], 'fluid'])).toBe('728×90, fluid');
  });
});
